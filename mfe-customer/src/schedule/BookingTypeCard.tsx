import { type RecurringFrequency } from '@chefs/contracts';
import { Card, RadioCardGroup } from '@chefs/ui';
import { type BookingType } from './schedule-form';

const TYPES = [
  { value: 'single', label: 'Single Service', description: 'One date, one visit from your chef.' },
  { value: 'recurring', label: 'Recurring Service', description: 'A regular chef on the dates you choose.' },
] as const;

const FREQUENCIES = [
  { value: 'weekly', label: 'Weekly', description: 'Every 7 days' },
  { value: 'biweekly', label: 'Biweekly', description: 'Every 14 days' },
  { value: 'monthly', label: 'Monthly', description: 'Once a month' },
] as const;

export interface BookingTypeCardProps {
  bookingType: BookingType;
  frequency: RecurringFrequency;
  onBookingType: (type: BookingType) => void;
  onFrequency: (frequency: RecurringFrequency) => void;
}

/** Single or recurring, and how often for a recurring service. */
export function BookingTypeCard({ bookingType, frequency, onBookingType, onFrequency }: BookingTypeCardProps) {
  return (
    <Card className="grid grid-cols-1 gap-6">
      <RadioCardGroup
        name="schedule-bookingType"
        legend="Booking Type"
        options={TYPES}
        value={bookingType}
        onChange={onBookingType}
      />
      {bookingType === 'recurring' ? (
        <RadioCardGroup
          name="schedule-frequency"
          legend="Frequency"
          options={FREQUENCIES}
          value={frequency}
          onChange={onFrequency}
          columns={3}
          compact
        />
      ) : null}
    </Card>
  );
}
