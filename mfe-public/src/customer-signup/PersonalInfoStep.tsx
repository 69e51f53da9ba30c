import { FormField, Input } from '@chefs/ui';
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
      <FormField id="signup-email" label="Email" error={errors.email} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={values.email}
            onChange={(e) => onChange({ email: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="signup-phone" label="Phone" error={errors.phone} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            placeholder="(404) 555-0123"
            value={values.phone}
            onChange={(e) => onChange({ phone: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
