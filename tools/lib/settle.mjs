// Waiting for a quiet machine before a benchmark measures anything.
import { cpus } from 'node:os';

/** The share of the machine's CPU time left idle over `ms`. */
async function idleShare(ms) {
  const idle = () =>
    cpus().reduce((a, c) => [a[0] + c.times.idle, a[1] + Object.values(c.times).reduce((x, y) => x + y)], [0, 0]);
  const [i0, t0] = idle();
  await new Promise((r) => setTimeout(r, ms));
  const [i1, t1] = idle();
  return (i1 - i0) / Math.max(1, t1 - t0);
}

/**
 * Waits (up to a minute) until the machine is mostly idle: a stack's start-up work (its worker's
 * first maintenance jobs, the services' first requests compiling their code) must not fall on
 * the first measurement. Prints how long it waited and how idle the machine was.
 */
export async function settle() {
  const t0 = Date.now();
  let share = 0;
  while (Date.now() - t0 < 60_000 && (share = await idleShare(1000)) < 0.8);
  console.log(`machine settled after ${((Date.now() - t0) / 1000).toFixed(0)} s (${Math.round(share * 100)}% idle)`);
}
