import { FormField, RadioCardGroup, Textarea } from '@chefs/ui';
import { type SignupStepProps } from './signup-form';
import { FEE_CHOICES, PLANNING_OPTION_CHOICES } from './signup-options';

/** Step 4: a planning option and a one-time fee tier, chosen independently, and an optional request. */
export function PlanningPaymentStep({ values, errors, onChange }: SignupStepProps) {
  return (
    <div className="space-y-7">
      <RadioCardGroup
        name="planningOption"
        legend="Planning option"
        options={PLANNING_OPTION_CHOICES}
        value={values.planningOption}
        onChange={(planningOption) => onChange({ planningOption })}
        error={errors.planningOption}
      />
      <RadioCardGroup
        name="oneTimeFee"
        legend="One-time fee"
        hint="Pick any package; it does not have to match your planning option. Nothing is charged today."
        options={FEE_CHOICES}
        value={values.oneTimeFee}
        onChange={(oneTimeFee) => onChange({ oneTimeFee })}
        error={errors.oneTimeFee}
      />
      <FormField id="signup-customRequest" label="Anything else we should know?" optional error={errors.customRequest}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={2000}
            placeholder="An anniversary dinner, a picky eater, a kitchen with no oven…"
            value={values.customRequest}
            onChange={(e) => onChange({ customRequest: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
