import type request from 'supertest';
import {
  bookingFixtures,
  daysFromToday,
  sameOriginHttp,
  startBffTestApp,
  type BffTestApp,
  type BookingFixtures,
} from '@chefs/testing';
import type { Chef, User } from '@chefs/db';
import { CONFIG_GROUPS, createApp, type ChefBffConfig } from '../src/app';

export interface TestApp extends BffTestApp<ChefBffConfig>, BookingFixtures {
  http: ReturnType<typeof request>;
  /** A new signed-in chef: the user (role chef), their approved profile and their Cookie header. */
  newChef(): Promise<{ user: User; chef: Chef; cookie: string }>;
}

export { daysFromToday };

/**
 * chef-bff as main.ts builds it (same config groups), on a fresh seeded database. `stripe`
 * replaces the Stripe settings (the stand-in's keys and URL).
 */
export async function startTestApp(stripe: Partial<ChefBffConfig['stripe']> = {}): Promise<TestApp> {
  const t = await startBffTestApp<ChefBffConfig>('chef-bff', [...CONFIG_GROUPS], (config) =>
    createApp({ ...config, stripe: { ...config.stripe, ...stripe } }),
  );
  const fixtures = bookingFixtures(t.db.dataSource, t.config.sessionSecret);
  return {
    ...t,
    ...fixtures,
    http: sameOriginHttp(t.app.getHttpServer(), t.config.publicUrl),
    async newChef() {
      const { user, cookie } = await fixtures.newUser('chef');
      return { user, chef: await fixtures.newChefProfile({ userId: user.id }), cookie };
    },
  };
}
