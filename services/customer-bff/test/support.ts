import request from 'supertest';
import { startBffTestApp, type BffTestApp } from '@chefs/testing';
import { createSessionCookie } from '@chefs/auth';
import { Booking, BookingStatusHistory, Chef, OutboxMessage, User } from '@chefs/db';
import { addDays, marketToday } from '@chefs/domain';
import type { AppConfig } from '@chefs/server-core';
import type { CreateBookingRequest, Role } from '@chefs/contracts';
import { CONFIG_GROUPS, createApp } from '../src/app';

export interface TestApp extends BffTestApp {
  http: ReturnType<typeof request>;
  /** A new signed-in user (customer unless said otherwise) and the Cookie header of their session. */
  newUser(role?: Role): Promise<{ user: User; cookie: string }>;
  /** A new chef profile, approved and active unless said otherwise, at $85.00 per person. */
  newChef(overrides?: Partial<Chef>): Promise<Chef>;
  /** A booking row written straight to the database (for states the API cannot reach quickly). */
  insertBooking(customer: User, chef: Chef, overrides?: Partial<Booking>): Promise<Booking>;
  /** Outbox rows whose idempotency key starts with `prefix`. */
  outbox(prefix: string): Promise<OutboxMessage[]>;
}

let counter = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++counter}`;

/** 'YYYY-MM-DD' of today + `days` in Atlanta, so no test date ever goes stale. */
export const daysFromToday = (days: number): string => addDays(marketToday(), days);

/** A valid booking form for `chefId`, 30 days ahead in the evening. */
export const bookingRequest = (
  chefId: number,
  overrides: Record<string, unknown> = {},
): CreateBookingRequest & Record<string, unknown> => ({
  chefId,
  serviceType: 'private_dinner',
  eventDate: daysFromToday(30),
  eventTime: 'evening',
  guestCount: 4,
  clientName: 'Casey Morgan',
  clientEmail: 'casey.morgan@example.com',
  clientPhone: '(404) 555-0101',
  clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
  specialRequests: 'One guest is pescatarian.',
  ...overrides,
});

/**
 * customer-bff as main.ts builds it (same config groups), on a fresh seeded database.
 * `stripe` replaces the Stripe settings (the stand-in's keys and URLs); without it payments
 * are not configured, as in a deployment that has no keys.
 */
export async function startTestApp(stripe: Partial<AppConfig['stripe']> = {}): Promise<TestApp> {
  const t = await startBffTestApp('customer-bff', [...CONFIG_GROUPS], (config) =>
    createApp({ ...config, stripe: { ...config.stripe, ...stripe } }),
  );
  const ds = t.db.dataSource;
  return {
    ...t,
    http: request(t.app.getHttpServer()),
    async newUser(role = 'customer') {
      const id = unique();
      const user = await ds
        .getRepository(User)
        .save({ email: `user-${id}@example.com`, firstName: 'Sam', lastName: 'Reed', role });
      return { user, cookie: await createSessionCookie(ds, user.id, t.config.sessionSecret) };
    },
    async newChef(overrides = {}) {
      return ds.getRepository(Chef).save({
        name: `Chef ${unique()}`,
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
    outbox: (prefix) =>
      ds
        .getRepository(OutboxMessage)
        .createQueryBuilder('o')
        .where('o.idempotencyKey LIKE :p', { p: `${prefix}%` })
        .orderBy('o.id')
        .getMany(),
  };
}
