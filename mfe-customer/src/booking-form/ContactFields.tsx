import { FormField, Input, Textarea } from '@chefs/ui';
import { type BookingFieldsProps } from './form-props';

/** Who is booking and where the chef cooks. */
export function ContactFields({ values, errorOf, onChange, onTouch }: BookingFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="booking-clientName" label="Full Name" error={errorOf('clientName')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            value={values.clientName}
            onChange={(e) => onChange({ clientName: e.target.value })}
            onBlur={() => onTouch('clientName')}
          />
        )}
      </FormField>
      <FormField id="booking-clientEmail" label="Email" error={errorOf('clientEmail')}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.clientEmail}
            onChange={(e) => onChange({ clientEmail: e.target.value })}
            onBlur={() => onTouch('clientEmail')}
          />
        )}
      </FormField>
      <FormField id="booking-clientPhone" label="Phone" optional error={errorOf('clientPhone')}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            placeholder="(404) 555-0123"
            value={values.clientPhone}
            onChange={(e) => onChange({ clientPhone: e.target.value })}
            onBlur={() => onTouch('clientPhone')}
          />
        )}
      </FormField>
      <FormField id="booking-clientAddress" label="Address" error={errorOf('clientAddress')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="street-address"
            placeholder="742 Virginia Ave NE, Atlanta, GA 30306"
            value={values.clientAddress}
            onChange={(e) => onChange({ clientAddress: e.target.value })}
            onBlur={() => onTouch('clientAddress')}
          />
        )}
      </FormField>
      <FormField
        id="booking-specialRequests"
        label="Special Requests"
        optional
        error={errorOf('specialRequests')}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="Allergies, dietary needs, the occasion…"
            value={values.specialRequests}
            onChange={(e) => onChange({ specialRequests: e.target.value })}
            onBlur={() => onTouch('specialRequests')}
          />
        )}
      </FormField>
    </div>
  );
}
