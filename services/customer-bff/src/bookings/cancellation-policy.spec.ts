import { MESSAGES } from '@chefs/contracts';
import { cancellationPolicy } from './cancellation-policy';

const booking = (overrides: Partial<Parameters<typeof cancellationPolicy>[0]> = {}) => ({
  status: 'confirmed' as const,
  paymentStatus: 'paid' as const,
  eventDate: '2030-07-10',
  eventTime: 'evening' as const,
  totalAmountCents: 34050,
  ...overrides,
});

describe('cancellationPolicy', () => {
  // 2030-07-10 17:00 in Atlanta (EDT, UTC-4) is 21:00 UTC; the deadline is 48 hours before.
  const deadline = '2030-07-08T21:00:00.000Z';

  it('allows a paid, confirmed booking until 48 hours before its slot, refunding the whole total', () => {
    const policy = cancellationPolicy(booking(), new Date(deadline));
    expect(policy).toEqual({ allowed: true, deadline, refundAmount: 340.5, reason: null });
  });

  it('refuses one second after the deadline, saying why', () => {
    const policy = cancellationPolicy(booking(), new Date(Date.parse(deadline) + 1000));
    expect(policy).toMatchObject({ allowed: false, reason: MESSAGES.booking.cancelTooLate });
  });

  it('refuses a completed or cancelled booking whatever the date', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(cancellationPolicy(booking({ status }), new Date('2030-01-01'))).toMatchObject({
        allowed: false,
        reason: MESSAGES.booking.cancelNotAllowed,
      });
    }
  });

  it('refunds nothing when nothing was paid', () => {
    expect(cancellationPolicy(booking({ paymentStatus: 'pending' }), new Date('2030-01-01')).refundAmount).toBe(0);
  });

  it('counts from the slot: a morning booking closes at 9:00 two days before', () => {
    const policy = cancellationPolicy(booking({ eventTime: 'morning' }), new Date('2030-01-01'));
    expect(policy.deadline).toBe('2030-07-08T13:00:00.000Z');
  });
});
