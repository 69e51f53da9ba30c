// tools/lib/alternate.mjs: the order in which `npm run bench` and `npm run bench:scale` measure the
// two sides of a comparison, and what each side is given back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alternated, together } from '../lib/alternate.mjs';

test('measures A, B, B, A, warming each side on its first window, and gives each side its own two windows', async () => {
  const calls = [];
  const measure = async (side, first) => {
    calls.push(`${side}${first ? ' first' : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return `${side}${calls.length}`;
  };
  const [a, b] = await alternated(measure, 'base', 'gateway');
  assert.deepEqual(calls, ['base first', 'gateway first', 'gateway', 'base']);
  assert.deepEqual(a, ['base1', 'base4']);
  assert.deepEqual(b, ['gateway2', 'gateway3']);
});

test('stops at the first window that fails, measuring nothing after it', async () => {
  const calls = [];
  const measure = async (side, first) => {
    calls.push(side);
    if (side === 'gateway' && first) throw new Error('the gateway answered 503');
    return side;
  };
  await assert.rejects(alternated(measure, 'base', 'gateway'), /503/);
  assert.deepEqual(calls, ['base', 'gateway']);
});

test("combines a side's windows: requests over seconds, the largest p99, every failure, the first warm-up", () => {
  const warmup = { reqPerSec: 90, p99Ms: 30 };
  const side = together([
    { requests: 500, seconds: 5, p99Ms: 12, failed: 1, warmup },
    { requests: 1000, seconds: 5, p99Ms: 8, failed: 2 },
  ]);
  assert.deepEqual(side, { reqPerSec: 150, p99Ms: 12, requests: 1500, seconds: 10, failed: 3, warmup });
});
