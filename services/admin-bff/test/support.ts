import request from 'supertest';
import { startBffTestApp, type BffTestApp } from '@chefs/testing';
import { createSessionCookie } from '@chefs/auth';
import { Booking, BookingStatusHistory, Chef, OutboxMessage, User } from '@chefs/db';
import type { AppConfig } from '@chefs/server-core';
import type { Role } from '@chefs/contracts';
import { CONFIG_GROUPS, createApp } from '../src/app';

export interface TestApp extends BffTestApp {
  http: ReturnType<typeof request>;
  /** A new signed-in user (customer unless said otherwise) and the Cookie header of their session. */
  newUser(role?: Role): Promise<{ user: User; cookie: string }>;
  /** A new approved, active chef at $85.00 per person. */
  newChef(overrides?: Partial<Chef>): Promise<Chef>;
  /** A booking row written straight to the database, with its creation history row. */
  insertBooking(customer: User, chef: Chef, overrides?: Partial<Booking>): Promise<Booking>;
  /** Outbox rows whose idempotency key starts with `prefix`. */
  outbox(prefix: string): Promise<OutboxMessage[]>;
}

let counter = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++counter}`;

/**
 * The app as main.ts builds it (same config groups), on a fresh seeded database. `stripe`
 * replaces the Stripe settings (the stand-in's keys and URL).
 */
export async function startTestApp(stripe: Partial<AppConfig['stripe']> = {}): Promise<TestApp> {
  const t = await startBffTestApp('admin-bff', [...CONFIG_GROUPS], (config) =>
    createApp({ ...config, stripe: { ...config.stripe, ...stripe } }),
  );
  const ds = t.db.dataSource;
  return {
    ...t,
    http: request(t.app.getHttpServer()),
    async newUser(role = 'customer') {
      const user = await ds
        .getRepository(User)
        .save({ email: `user-${unique()}@example.com`, firstName: 'Sam', lastName: 'Reed', role });
      return { user, cookie: await createSessionCookie(ds, user.id, t.config.sessionSecret) };
    },
    newChef(overrides = {}) {
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
        eventDate: '2031-03-14',
        eventTime: 'evening',
        guestCount: 2,
        clientName: 'Sam Reed',
        clientEmail: customer.email,
        clientAddress: '10 Peachtree St NE, Atlanta, GA 30303',
        totalAmountCents: chef.pricePerPersonCents * 2,
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
