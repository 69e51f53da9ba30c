import { CheckboxCardGroup, FormField, Input } from '@chefs/ui';
import { type SignupStepProps } from './signup-form';
import { CUISINE_OPTIONS, RESTRICTION_OPTIONS } from './signup-options';

/** Step 3: cuisines (at least one) and dietary restrictions (optional). */
export function FoodPreferencesStep({ values, errors, onChange }: SignupStepProps) {
  return (
    <div className="space-y-7">
      <CheckboxCardGroup
        name="cuisinePreferences"
        legend="Cuisines you love"
        hint="Choose as many as you like."
        options={CUISINE_OPTIONS}
        value={values.cuisinePreferences}
        onChange={(cuisinePreferences) => onChange({ cuisinePreferences })}
        error={errors.cuisinePreferences}
        columns={4}
        compact
      />
      <div>
        <CheckboxCardGroup
          name="dietaryRestrictions"
          legend={
            <>
              Dietary restrictions <span className="font-normal text-muted">(optional)</span>
            </>
          }
          options={RESTRICTION_OPTIONS}
          value={values.dietaryRestrictions}
          onChange={(dietaryRestrictions) => onChange({ dietaryRestrictions })}
          columns={4}
          compact
        />
        <FormField
          id="signup-otherRestrictions"
          label="Other restrictions or allergies"
          hint="Separate several with commas."
          optional
          error={errors.dietaryRestrictions}
          className="mt-4"
        >
          {(control) => (
            <Input
              {...control}
              placeholder="e.g. Low sodium, no cilantro"
              value={values.otherRestrictions}
              onChange={(e) => onChange({ otherRestrictions: e.target.value })}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
