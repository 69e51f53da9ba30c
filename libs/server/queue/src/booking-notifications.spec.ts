import {
  bookingCreatedEvents,
  chefStatusEvents,
  customerStatusPush,
  paymentReceiptPush,
  reminderPushes,
  reminderSyncEvent,
  shortEventDate,
  statusChangeKey,
} from './booking-notifications';

const booking = {
  id: 42,
  customerId: 'customer-1',
  clientName: 'Casey Morgan',
  clientEmail: 'casey@demo.test',
  clientAddress: '12 Peachtree St NE, Atlanta, GA 30303',
  serviceType: 'private_dinner' as const,
  eventDate: '2030-05-03',
  eventTime: 'evening' as const,
  guestCount: 4,
  totalAmountCents: 34000,
};

describe('booking notifications', () => {
  it('writes a new booking as the customer’s e-mail and push, and the chef’s e-mail and actionable push', () => {
    const events = bookingCreatedEvents(booking, {
      name: 'Marcus Bennett',
      userId: 'chef-user',
      email: 'chef@demo.test',
    });
    expect(events.map((e) => [e.queue, e.idempotencyKey])).toEqual([
      ['email', 'booking_received:42'],
      ['push', 'booking_received:42:push'],
      ['email', 'booking_request:42'],
      ['push', 'booking_request:42:push'],
    ]);
    expect(events[2].payload).toEqual({
      template: 'booking_request',
      to: 'chef@demo.test',
      data: {
        bookingId: 42,
        chefName: 'Marcus Bennett',
        clientName: 'Casey Morgan',
        serviceType: 'private_dinner',
        eventDate: '2030-05-03',
        eventTime: 'evening',
        guestCount: 4,
        totalAmount: '340.00',
        clientAddress: '12 Peachtree St NE, Atlanta, GA 30303',
        specialRequests: null,
      },
    });
    expect(events[3].payload).toEqual({
      userId: 'chef-user',
      title: 'New booking request',
      body: 'Casey Morgan, 4 guests, Fri, May 3, 5:00 PM - 9:00 PM.',
      url: '/chef-portal?booking=42',
      bookingId: 42,
      actions: ['accept', 'decline'],
    });
    // A chef profile without an account (made by an admin) has nobody to push to.
    expect(bookingCreatedEvents(booking, { name: 'Marcus Bennett', userId: null, email: null })).toHaveLength(2);
    // An account without an e-mail address still gets the push.
    const noAddress = bookingCreatedEvents(booking, { name: 'Marcus Bennett', userId: 'chef-user', email: null });
    expect(noAddress.map((e) => e.idempotencyKey)).toEqual([
      'booking_received:42',
      'booking_received:42:push',
      'booking_request:42:push',
    ]);
  });

  it('keys each status push by its change, so a change is pushed once and the next change again', () => {
    const confirmed = customerStatusPush(booking, 'Marcus', 'confirmed', statusChangeKey('confirmed', 12));
    expect(confirmed.idempotencyKey).toBe('booking-status:42:confirmed:12:push');
    // Confirmed again after an admin put it back to pending: its own history row, its own push.
    const again = customerStatusPush(booking, 'Marcus', 'confirmed', statusChangeKey('confirmed', 15));
    expect(again.idempotencyKey).toBe('booking-status:42:confirmed:15:push');
    expect(confirmed.payload).toMatchObject({ title: 'Booking confirmed', url: '/bookings/42' });
    const refunded = customerStatusPush(booking, 'Marcus', 'cancelled', 'admin:7', { refunded: true });
    expect(refunded.idempotencyKey).toBe('booking-status:42:admin:7:push');
    expect(refunded.payload).toMatchObject({ body: expect.stringContaining('refunded in full') });
    const chef = { userId: 'chef-user', email: 'chef@demo.test', name: 'Marcus' };
    const cancelled = statusChangeKey('cancelled', 16);
    const [push, email] = chefStatusEvents(booking, chef, 'cancelled', cancelled, 'Cancelled by the customer.');
    expect(push.idempotencyKey).toBe('booking-status:42:cancelled:16:chef-push');
    expect(email.idempotencyKey).toBe('booking-status:42:cancelled:16:chef-email');
    expect(email.payload).toEqual({
      template: 'chef_booking_update',
      to: 'chef@demo.test',
      data: {
        bookingId: 42,
        chefName: 'Marcus',
        clientName: 'Casey Morgan',
        eventDate: '2030-05-03',
        eventTime: 'evening',
        status: 'cancelled',
        reason: 'Cancelled by the customer.',
      },
    });
    // An account without an address gets the push alone; a profile without an account, nothing.
    expect(chefStatusEvents(booking, { ...chef, email: null }, 'confirmed', 'admin:7')).toHaveLength(1);
    expect(chefStatusEvents(booking, null, 'confirmed', 'admin:7')).toEqual([]);
    expect(chefStatusEvents(booking, { ...chef, userId: null }, 'confirmed', 'admin:7')).toEqual([]);
    expect(reminderSyncEvent(42, 'admin:7')).toEqual({
      queue: 'reminders',
      payload: { bookingId: 42 },
      idempotencyKey: 'reminder-sync:42:admin:7',
    });
  });

  it('words the receipt and the reminders with the amount, the date and the slot', () => {
    expect(paymentReceiptPush(booking, 'Marcus').payload).toMatchObject({
      body: 'We received $340.00 for Marcus on Fri, May 3, 5:00 PM - 9:00 PM.',
    });
    const [customer, chef] = reminderPushes(booking, 'Marcus', 'chef-user', 'reminder:42:2030-05-03:evening');
    expect(customer.idempotencyKey).toBe('reminder:42:2030-05-03:evening:push');
    expect(chef.payload).toMatchObject({ title: 'Booking tomorrow', url: '/chef-portal?booking=42' });
    expect(reminderPushes(booking, 'Marcus', null, 'k')).toHaveLength(1);
    expect(shortEventDate('2030-12-25')).toBe('Wed, Dec 25');
  });
});
