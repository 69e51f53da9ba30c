import type { DataSource } from 'typeorm';
import { createSessionCookie } from '@chefs/auth/testing';
import { Booking, BookingStatusHistory, Chef, OutboxMessage, User } from '@chefs/db';
import { addDays, marketToday } from '@chefs/domain';
import type { QueueName, Role } from '@chefs/contracts';

let counter = 0;
/** Unique per process and call, so parallel test files never collide on e-mails or names. */
export const uniqueSuffix = (): string => `${process.pid}-${Date.now().toString(36)}-${++counter}`;

/** 'YYYY-MM-DD' of today + `days` in Atlanta, so no test date ever goes stale. */
export const daysFromToday = (days: number): string => addDays(marketToday(), days);

/** Rows the BFF integration tests write straight to the database, for states the API cannot reach quickly. */
export interface BookingFixtures {
  /** A new signed-in user (customer unless said otherwise) and the Cookie header of their session. */
  newUser(role?: Role): Promise<{ user: User; cookie: string }>;
  /** A new chef profile, approved and active unless said otherwise, at $85.00 per person. */
  newChefProfile(overrides?: Partial<Chef>): Promise<Chef>;
  /** A pending booking 30 days ahead in the evening, with its creation history row. */
  insertBooking(customer: User, chef: Chef, overrides?: Partial<Booking>): Promise<Booking>;
  /** Outbox rows whose idempotency key starts with `prefix` (of one queue when given), oldest first. */
  outbox(prefix: string, queue?: QueueName): Promise<OutboxMessage[]>;
}

export function bookingFixtures(ds: DataSource, sessionSecret: string): BookingFixtures {
  return {
    async newUser(role = 'customer') {
      const user = await ds
        .getRepository(User)
        .save({ email: `user-${uniqueSuffix()}@example.com`, firstName: 'Sam', lastName: 'Reed', role });
      return { user, cookie: await createSessionCookie(ds, user.id, sessionSecret) };
    },
    newChefProfile(overrides = {}) {
      return ds.getRepository(Chef).save({
        name: `Chef ${uniqueSuffix()}`,
        bio: 'Seasonal Southern cooking.',
        specialty: 'southern',
        location: 'Atlanta, GA',
        cuisines: ['southern'],
        services: ['meal_prep', 'private_dinner'],
        zipCodes: ['30306'],
        pricePerPersonCents: 8500,
        isApproved: true,
        isActive: true,
        ...overrides,
      });
    },
    async insertBooking(customer, chef, overrides = {}) {
      const booking = await ds.getRepository(Booking).save({
        customerId: customer.id,
        chefId: chef.id,
        serviceType: 'private_dinner',
        eventDate: daysFromToday(30),
        eventTime: 'evening',
        guestCount: 2,
        clientName: 'Sam Reed',
        clientEmail: customer.email,
        clientAddress: '10 Peachtree St NE, Atlanta, GA 30303',
        totalAmountCents: chef.pricePerPersonCents * (overrides.guestCount ?? 2),
        ...overrides,
      });
      await ds.getRepository(BookingStatusHistory).insert({
        bookingId: booking.id,
        fromStatus: null,
        toStatus: 'pending',
        changedById: customer.id,
        changedByRole: 'customer',
        reason: null,
      });
      return booking;
    },
    outbox: (prefix, queue) => {
      const query = ds
        .getRepository(OutboxMessage)
        .createQueryBuilder('o')
        .where('o.idempotencyKey LIKE :p', { p: `${prefix}%` });
      if (queue) query.andWhere('o.queue = :queue', { queue });
      return query.orderBy('o.id').getMany();
    },
  };
}
