import { FormField, Input } from '@chefs/ui';
import { EmailField } from '../contact-fields/EmailField';
import { PhoneField } from '../contact-fields/PhoneField';
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
        <EmailField
          id="application-email"
          value={values.email}
          error={errorOf('email')}
          onChange={(email) => onChange({ email })}
          onBlur={() => onTouch('email')}
        />
        <PhoneField
          id="application-phone"
          value={values.phone}
          error={errorOf('phone')}
          onChange={(phone) => onChange({ phone })}
          onBlur={() => onTouch('phone')}
        />
      </div>
    </div>
  );
}
