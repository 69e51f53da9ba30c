import { type TimeSlot } from '@chefs/contracts';
import { Card, FormField, RadioCardGroup, Textarea } from '@chefs/ui';
import { TIME_SLOT_CHOICES } from '../common/booking-labels';

const SLOT_OPTIONS = TIME_SLOT_CHOICES.map((slot) => ({
  value: slot.value,
  label: slot.name,
  description: slot.hours,
}));

export interface TimeAndNotesCardProps {
  timeSlot: TimeSlot | null;
  notes: string;
  onTimeSlot: (slot: TimeSlot) => void;
  onNotes: (notes: string) => void;
  /** The id of the alert saying the time slot is missing, while it shows. */
  timeSlotErrorId?: string;
}

/** The time of day (docs/product.md §9's three slots) and anything the team should know. */
export function TimeAndNotesCard({ timeSlot, notes, onTimeSlot, onNotes, timeSlotErrorId }: TimeAndNotesCardProps) {
  return (
    <Card className="grid grid-cols-1 gap-6">
      <RadioCardGroup
        name="schedule-timeSlot"
        legend="Time Slot"
        options={SLOT_OPTIONS}
        value={timeSlot}
        onChange={onTimeSlot}
        describedBy={timeSlotErrorId}
        columns={3}
      />
      <FormField id="schedule-notes" label="Notes" optional>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={2000}
            placeholder="Allergies, the occasion, how many people…"
            value={notes}
            onChange={(e) => onNotes(e.target.value)}
          />
        )}
      </FormField>
    </Card>
  );
}
