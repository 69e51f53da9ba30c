import { startBffTestApp, type BffTestApp } from '@chefs/testing';
import { CONFIG_GROUPS, createApp, type PublicBffConfig } from '../src/app';

export type TestApp = BffTestApp<PublicBffConfig>;

/** The app as main.ts builds it, on a fresh seeded database; `env` adds settings (RATE_LIMIT_*). */
export function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startBffTestApp('public-bff', [...CONFIG_GROUPS], createApp, env);
}

/**
 * Reads until `done(answer)` holds. Public reads are served from the read cache, which drops
 * an answer when Postgres's change notice arrives, a few milliseconds after the writer's commit
 * (docs/performance.md, "Read cache"): a read right after a write may still see the old
 * answer. Gives up after 5 s.
 */
export async function readUntil<R extends { body: unknown }>(
  read: () => Promise<R>,
  done: (answer: R) => boolean,
): Promise<R> {
  let answer = await read();
  for (let i = 0; i < 100 && !done(answer); i++) {
    await new Promise((r) => setTimeout(r, 50));
    answer = await read();
  }
  if (!done(answer)) throw new Error(`still answered ${JSON.stringify(answer.body)} after 5 s`);
  return answer;
}
