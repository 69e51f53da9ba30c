import { SERVICE_TYPES, type ServiceType, type TimeSlot } from '@chefs/contracts';
import { addDays, BOOKING_WINDOW_DAYS, MAX_GUESTS, MIN_GUESTS } from '@chefs/domain';
import { FormField, humanize, Input, Select } from '@chefs/ui';
import { TIME_SLOT_CHOICES } from '../common/booking-labels';
import { clampGuests } from './booking-form';
import { type BookingFieldsProps } from './form-props';

/** The event: service, date (today up to 90 days ahead), time slot and guests. */
export function EventFields({ values, errorOf, onChange, onTouch, today }: BookingFieldsProps & { today: string }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="booking-serviceType" label="Service Type" error={errorOf('serviceType')}>
        {(control) => (
          <Select
            {...control}
            value={values.serviceType}
            onChange={(e) => onChange({ serviceType: e.target.value as ServiceType })}
          >
            {[...SERVICE_TYPES].reverse().map((type) => (
              <option key={type} value={type}>
                {humanize(type)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="booking-eventDate" label="Event Date" error={errorOf('eventDate')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={today}
            max={addDays(today, BOOKING_WINDOW_DAYS)}
            value={values.eventDate}
            onChange={(e) => onChange({ eventDate: e.target.value })}
            onBlur={() => onTouch('eventDate')}
          />
        )}
      </FormField>
      <FormField id="booking-eventTime" label="Time Slot" error={errorOf('eventTime')}>
        {(control) => (
          <Select
            {...control}
            value={values.eventTime}
            onChange={(e) => onChange({ eventTime: e.target.value as TimeSlot })}
          >
            {TIME_SLOT_CHOICES.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.name} ({slot.hours})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="booking-guestCount" label="Number of Guests" error={errorOf('guestCount')}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={MIN_GUESTS}
            max={MAX_GUESTS}
            step={1}
            value={values.guestCount}
            onChange={(e) => onChange({ guestCount: clampGuests(e.target.value) })}
            onBlur={() => onTouch('guestCount')}
          />
        )}
      </FormField>
    </div>
  );
}
