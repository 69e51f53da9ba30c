import { startBffTestApp, type BffTestApp } from '@chefs/testing';
import { createApp } from '../src/app';

export type TestApp = BffTestApp;

/** The app as main.ts builds it, on a fresh seeded database. */
export function startTestApp(): Promise<TestApp> {
  return startBffTestApp('admin-bff', ['database', 'session'], createApp);
}
