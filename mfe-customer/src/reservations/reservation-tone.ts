import { type BookingStatus } from '@chefs/contracts';

/** docs/product.md §2: a reservation card's colour by status (tinted, so the text keeps AA contrast). */
export const RESERVATION_TONES: Record<BookingStatus, string> = {
  confirmed: 'border-emerald-300 bg-emerald-50',
  pending: 'border-amber-300 bg-amber-50',
  completed: 'border-sky-300 bg-sky-50',
  cancelled: 'border-stone-300 bg-stone-50',
};
