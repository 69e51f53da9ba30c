import type request from 'supertest';
import {
  bookingFixtures,
  sameOriginHttp,
  startBffTestApp,
  type BffTestApp,
  type BookingFixtures,
} from '@chefs/testing';
import type { Chef } from '@chefs/db';
import { CONFIG_GROUPS, createApp, type AdminBffConfig } from '../src/app';

export interface TestApp extends BffTestApp<AdminBffConfig>, BookingFixtures {
  http: ReturnType<typeof request>;
  /** A new approved, active chef at $85.00 per person. */
  newChef(overrides?: Partial<Chef>): Promise<Chef>;
}

/**
 * The app as main.ts builds it (same config groups), on a fresh seeded database. `stripe`
 * replaces the Stripe settings (the stand-in's keys and URL).
 */
export async function startTestApp(stripe: Partial<AdminBffConfig['stripe']> = {}): Promise<TestApp> {
  const t = await startBffTestApp<AdminBffConfig>('admin-bff', [...CONFIG_GROUPS], (config) =>
    createApp({ ...config, stripe: { ...config.stripe, ...stripe } }),
  );
  const fixtures = bookingFixtures(t.db.dataSource, t.config.sessionSecret);
  return {
    ...t,
    ...fixtures,
    http: sameOriginHttp(t.app.getHttpServer(), t.config.publicUrl),
    newChef: fixtures.newChefProfile,
  };
}
