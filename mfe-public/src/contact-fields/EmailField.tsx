import { FormField, Input } from '@chefs/ui';
import { type ContactFieldProps } from './contact-field-props';

/** "Email", with the e-mail keyboard and autofill. */
export function EmailField({ id, value, error, onChange, onBlur, className }: ContactFieldProps) {
  return (
    <FormField id={id} label="Email" error={error} className={className}>
      {(control) => (
        <Input
          {...control}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
