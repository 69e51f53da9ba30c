import { FormField, Input } from '@chefs/ui';
import { type ContactFieldProps } from './contact-field-props';

/** "Phone", with the phone keyboard and autofill. */
export function PhoneField({ id, value, error, onChange, onBlur, className }: ContactFieldProps) {
  return (
    <FormField id={id} label="Phone" error={error} className={className}>
      {(control) => (
        <Input
          {...control}
          type="tel"
          autoComplete="tel"
          placeholder="(404) 555-0123"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
