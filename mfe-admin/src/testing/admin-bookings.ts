// Bookings as the admin's list answers them, for this remote's specs (never imported by the app).
import { type AdminBookingPageDto, type BookingDto } from '@chefs/contracts';

/** A paid, pending private dinner of "Client <id>" on 14 March 2031, with `overrides`. */
export const booking = (id: number, overrides: Partial<BookingDto> = {}): BookingDto => ({
  id,
  chefId: 1,
  chefName: 'Marcus Johnson',
  clientName: `Client ${id}`,
  clientEmail: `client${id}@example.com`,
  clientPhone: null,
  clientAddress: '1 Main St',
  status: 'pending',
  paymentStatus: 'paid',
  serviceType: 'private_dinner',
  eventDate: '2031-03-14',
  eventTime: 'evening',
  guestCount: 2,
  totalAmount: 170,
  specialRequests: null,
  createdAt: '2031-01-01T00:00:00.000Z',
  ...overrides,
});

/** Page 1 of the bookings (20 a page) holding `items`, of `total` in all. */
export const page = (items: BookingDto[], total = items.length): AdminBookingPageDto => ({
  items,
  page: 1,
  pageSize: 20,
  total,
});
