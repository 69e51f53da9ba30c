import {
  TIME_SLOT_LABELS,
  TIME_SLOTS,
  type BookingDto,
  type ServiceType,
  type StatusChangeActor,
  type TimeSlot,
} from '@chefs/contracts';
import { isLapsedRequest } from '@chefs/domain';
import { humanize } from '@chefs/ui';

/** "1 guest", "6 guests". */
export function guestLabel(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}

/** docs/product.md §2 (customer portal): the title of a booking by its service. */
export function bookingTitle(serviceType: ServiceType): string {
  return serviceType === 'meal_prep' ? 'Meal Prep Service' : 'Private Dining Experience';
}

/** "Evening (5:00 PM - 9:00 PM)". */
export function timeSlotLabel(slot: TimeSlot): string {
  return `${humanize(slot)} (${TIME_SLOT_LABELS[slot] ?? ''})`;
}

/** The three slots of docs/product.md §9, in the day's order, with their names and hours. */
export const TIME_SLOT_CHOICES = TIME_SLOTS.map((slot) => ({
  value: slot,
  name: humanize(slot),
  hours: TIME_SLOT_LABELS[slot],
}));

/** Who changed a booking's status, as the customer reads it. */
export const ACTOR_LABELS: Record<StatusChangeActor, string> = {
  customer: 'You',
  chef: 'Your chef',
  admin: 'Our team',
  system: 'System',
};

/**
 * Payable while unpaid (pending or failed) and the booking is still on: confirmed, or pending with
 * its date still ahead (a request not answered by its date is cancelled, docs/product.md §4).
 */
export function isPayable(booking: Pick<BookingDto, 'status' | 'paymentStatus' | 'eventDate'>): boolean {
  const open = booking.status === 'confirmed' || (booking.status === 'pending' && !isLapsedRequest(booking));
  return open && (booking.paymentStatus === 'pending' || booking.paymentStatus === 'failed');
}
