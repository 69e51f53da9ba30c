import { BOOKING_STATUSES } from '@chefs/contracts';
import { canTransition, customerMayCancel, isLapsedRequest, reminderDueAt, slotStartsAt } from './booking-rules';

describe('canTransition', () => {
  it('lets a chef accept or decline a pending booking, and nothing else', () => {
    expect(canTransition('chef', 'pending', 'confirmed')).toBe(true);
    expect(canTransition('chef', 'pending', 'cancelled')).toBe(true);
    expect(canTransition('chef', 'pending', 'completed')).toBe(false);
    expect(canTransition('chef', 'confirmed', 'cancelled')).toBe(false);
    expect(canTransition('chef', 'cancelled', 'confirmed')).toBe(false);
    expect(canTransition('chef', 'completed', 'pending')).toBe(false);
  });

  it('lets an admin set any of the four statuses', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        expect(canTransition('admin', from, to)).toBe(from !== to);
      }
    }
  });

  it('lets a customer only cancel a pending or confirmed booking', () => {
    expect(canTransition('customer', 'pending', 'cancelled')).toBe(true);
    expect(canTransition('customer', 'confirmed', 'cancelled')).toBe(true);
    expect(canTransition('customer', 'completed', 'cancelled')).toBe(false);
    expect(canTransition('customer', 'pending', 'confirmed')).toBe(false);
    expect(canTransition('customer', 'cancelled', 'pending')).toBe(false);
  });
});

describe('customerMayCancel', () => {
  // 2025-06-20 is in summer time: midnight in Atlanta is 04:00 UTC.
  const eventDate = '2025-06-20';

  it('allows cancelling up to 48 hours before the event day starts', () => {
    expect(customerMayCancel(eventDate, new Date('2025-06-17T12:00:00Z'))).toBe(true);
    expect(customerMayCancel(eventDate, new Date('2025-06-18T04:00:00Z'))).toBe(true);
  });

  it('refuses inside the last 48 hours and after the event', () => {
    expect(customerMayCancel(eventDate, new Date('2025-06-18T04:00:01Z'))).toBe(false);
    expect(customerMayCancel(eventDate, new Date('2025-06-21T12:00:00Z'))).toBe(false);
  });

  it('counts from the start of the time slot when it is given', () => {
    // Evening starts 17:00 EDT = 21:00 UTC on June 20; 48 h earlier is June 18 21:00 UTC.
    expect(customerMayCancel(eventDate, new Date('2025-06-18T20:59:00Z'), 'evening')).toBe(true);
    expect(customerMayCancel(eventDate, new Date('2025-06-18T21:01:00Z'), 'evening')).toBe(false);
    expect(customerMayCancel(eventDate, new Date('2025-06-18T21:01:00Z'))).toBe(false);
  });
});

describe('slot start and reminder time', () => {
  it('starts a slot at its Atlanta wall-clock hour, in summer and in winter', () => {
    expect(slotStartsAt('2030-07-04', 'evening').toISOString()).toBe('2030-07-04T21:00:00.000Z');
    expect(slotStartsAt('2030-01-15', 'morning').toISOString()).toBe('2030-01-15T14:00:00.000Z');
  });

  it('is due 24 hours before the slot, also across the clock change', () => {
    expect(reminderDueAt('2030-07-04', 'afternoon').toISOString()).toBe('2030-07-03T16:00:00.000Z');
    // Clocks go back at 2:00 on Sunday, November 3, 2030: 24 hours before 9:00 EST that
    // morning is 10:00 EDT on Saturday.
    expect(slotStartsAt('2030-11-03', 'morning').toISOString()).toBe('2030-11-03T14:00:00.000Z');
    expect(reminderDueAt('2030-11-03', 'morning').toISOString()).toBe('2030-11-02T14:00:00.000Z');
  });
});

describe('isLapsedRequest', () => {
  it('is a pending booking whose date is before the market’s today, and nothing else', () => {
    expect(isLapsedRequest({ status: 'pending', eventDate: '2026-11-27' }, '2026-11-28')).toBe(true);
    expect(isLapsedRequest({ status: 'pending', eventDate: '2026-11-28' }, '2026-11-28')).toBe(false);
    expect(isLapsedRequest({ status: 'confirmed', eventDate: '2026-11-27' }, '2026-11-28')).toBe(false);
    expect(isLapsedRequest({ status: 'cancelled', eventDate: '2026-11-27' }, '2026-11-28')).toBe(false);
  });
});
