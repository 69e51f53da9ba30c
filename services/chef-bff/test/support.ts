import request from 'supertest';
import { startBffTestApp, type BffTestApp } from '@chefs/testing';
import { createSessionCookie } from '@chefs/auth';
import { Booking, BookingStatusHistory, Chef, OutboxMessage, User } from '@chefs/db';
import { addDays, marketToday } from '@chefs/domain';
import type { AppConfig } from '@chefs/server-core';
import type { Role } from '@chefs/contracts';
import { CONFIG_GROUPS, createApp } from '../src/app';

export interface TestApp extends BffTestApp {
  http: ReturnType<typeof request>;
  /** A new signed-in user (customer unless said otherwise) and the Cookie header of their session. */
  newUser(role?: Role): Promise<{ user: User; cookie: string }>;
  /** A new signed-in chef: the user (role chef), their approved profile and their Cookie header. */
  newChef(): Promise<{ user: User; chef: Chef; cookie: string }>;
  /** A booking row written straight to the database, with its creation history row. */
  insertBooking(customer: User, chef: Chef, overrides?: Partial<Booking>): Promise<Booking>;
  /** Outbox rows whose idempotency key starts with `prefix`. */
  outbox(prefix: string): Promise<OutboxMessage[]>;
}

let counter = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++counter}`;

/** 'YYYY-MM-DD' of today + `days` in Atlanta, so no test date ever goes stale. */
export const daysFromToday = (days: number): string => addDays(marketToday(), days);

/**
 * chef-bff as main.ts builds it (same config groups), on a fresh seeded database. `stripe`
 * replaces the Stripe settings (the stand-in's keys and URL).
 */
export async function startTestApp(stripe: Partial<AppConfig['stripe']> = {}): Promise<TestApp> {
  const t = await startBffTestApp('chef-bff', [...CONFIG_GROUPS], (config) =>
    createApp({ ...config, stripe: { ...config.stripe, ...stripe } }),
  );
  const ds = t.db.dataSource;
  const newUser = async (role: Role = 'customer') => {
    const id = unique();
    const user = await ds
      .getRepository(User)
      .save({ email: `user-${id}@example.com`, firstName: 'Sam', lastName: 'Reed', role });
    return { user, cookie: await createSessionCookie(ds, user.id, t.config.sessionSecret) };
  };
  return {
    ...t,
    http: request(t.app.getHttpServer()),
    newUser,
    async newChef() {
      const { user, cookie } = await newUser('chef');
      const chef = await ds.getRepository(Chef).save({
        userId: user.id,
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
      });
      return { user, chef, cookie };
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
