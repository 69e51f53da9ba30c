import { startBffTestApp, type BffTestApp } from '@chefs/testing';
import { CONFIG_GROUPS, createApp } from '../src/app';

export type TestApp = BffTestApp;

/** The app as main.ts builds it, on a fresh seeded database; `env` adds settings (RATE_LIMIT_*). */
export function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startBffTestApp('public-bff', [...CONFIG_GROUPS], createApp, env);
}
