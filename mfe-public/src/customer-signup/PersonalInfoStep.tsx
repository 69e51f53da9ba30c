import { FormField, Input } from '@chefs/ui';
import { EmailField } from '../contact-fields/EmailField';
import { PhoneField } from '../contact-fields/PhoneField';
import { type SignupStepProps } from './signup-form';

/** Step 1: who the customer is. */
export function PersonalInfoStep({ values, errors, onChange }: SignupStepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="signup-firstName" label="First name" error={errors.firstName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => onChange({ firstName: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="signup-lastName" label="Last name" error={errors.lastName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => onChange({ lastName: e.target.value })}
          />
        )}
      </FormField>
      <EmailField
        id="signup-email"
        value={values.email}
        error={errors.email}
        onChange={(email) => onChange({ email })}
        className="sm:col-span-2"
      />
      <PhoneField
        id="signup-phone"
        value={values.phone}
        error={errors.phone}
        onChange={(phone) => onChange({ phone })}
        className="sm:col-span-2"
      />
    </div>
  );
}
