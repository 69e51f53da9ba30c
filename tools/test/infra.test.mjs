// tools/lib/infra.mjs against the local Redis: what a run that drops its data removes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Redis from 'ioredis';
import { dropRedisKeys, redisUrl } from '../lib/infra.mjs';

const url = redisUrl();
const prefix = `infra-test-${process.pid}`;
let redis;

before(() => {
  redis = new Redis(url, { maxRetriesPerRequest: 1 });
});

after(async () => {
  const leftovers = await redis.keys(`infra-test-${process.pid}*`);
  if (leftovers.length) await redis.del(...leftovers);
  redis.disconnect();
});

test("dropRedisKeys removes every key of a stack's prefix, and no other stack's", async () => {
  const mine = Array.from({ length: 2500 }, (_, i) => `${prefix}:email:${i}`);
  for (let i = 0; i < mine.length; i += 500) await redis.mset(...mine.slice(i, i + 500).flatMap((k) => [k, '1']));
  // A longer prefix that starts the same, and a prefix with glob characters, are other stacks'.
  const others = [`${prefix}0:email:1`, `${prefix}-other:email:1`, `${prefix}[x]:email:1`];
  for (const k of others) await redis.set(k, '1');

  await dropRedisKeys(url, prefix);

  assert.equal((await redis.keys(`${prefix}:*`)).length, 0);
  for (const k of others) assert.equal(await redis.exists(k), 1, k);
  // The glob characters of a prefix are taken literally.
  await dropRedisKeys(url, `${prefix}[x]`);
  assert.equal(await redis.exists(`${prefix}[x]:email:1`), 0);
  assert.equal(await redis.exists(`${prefix}0:email:1`), 1);
});
