import type request from 'supertest';
import {
  bookingFixtures,
  daysFromToday,
  sameOriginHttp,
  startBffTestApp,
  type BffTestApp,
  type BookingFixtures,
} from '@chefs/testing';
import type { Chef } from '@chefs/db';
import type { CreateBookingRequest } from '@chefs/contracts';
import { CONFIG_GROUPS, createApp, type CustomerBffConfig } from '../src/app';

export interface TestApp extends BffTestApp<CustomerBffConfig>, BookingFixtures {
  http: ReturnType<typeof request>;
  /** A new chef profile, approved and active unless said otherwise, at $85.00 per person. */
  newChef(overrides?: Partial<Chef>): Promise<Chef>;
}

export { daysFromToday };

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
 * are not configured, as in a deployment that has no keys. `env` adds settings (RATE_LIMIT_*).
 */
export async function startTestApp(
  stripe: Partial<CustomerBffConfig['stripe']> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const t = await startBffTestApp<CustomerBffConfig>(
    'customer-bff',
    [...CONFIG_GROUPS],
    (config) => createApp({ ...config, stripe: { ...config.stripe, ...stripe } }),
    env,
  );
  const fixtures = bookingFixtures(t.db.dataSource, t.config.sessionSecret);
  return {
    ...t,
    ...fixtures,
    http: sameOriginHttp(t.app.getHttpServer(), t.config.publicUrl),
    newChef: fixtures.newChefProfile,
  };
}
