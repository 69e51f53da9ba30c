import { FormField, Input } from '@chefs/ui';
import { type ApplicationStepProps } from './application-form';

/** Step 1: who the applicant is. */
export function PersonalInfoStep({ values, errorOf, onChange, onTouch }: ApplicationStepProps) {
  return (
    <div className="grid gap-5">
      <FormField id="application-fullName" label="Full name" error={errorOf('fullName')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            value={values.fullName}
            onChange={(e) => onChange({ fullName: e.target.value })}
            onBlur={() => onTouch('fullName')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="application-email" label="Email" error={errorOf('email')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={values.email}
              onChange={(e) => onChange({ email: e.target.value })}
              onBlur={() => onTouch('email')}
            />
          )}
        </FormField>
        <FormField id="application-phone" label="Phone" error={errorOf('phone')}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              placeholder="(404) 555-0123"
              value={values.phone}
              onChange={(e) => onChange({ phone: e.target.value })}
              onBlur={() => onTouch('phone')}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
