import { Redis } from 'ioredis';

/**
 * Removes every Redis key under `prefix` (`<prefix>:*`, its glob characters taken literally),
 * as a test app leaves them: BullMQ keeps a queue's `meta` key without an expiry, so every test
 * app that opened a queue would otherwise leave its keys in the developer's Redis for good.
 * The same as tools/lib/infra.mjs's dropRedisKeys, for the TypeScript tests (the tools are
 * plain ESM and import nothing from the libraries).
 */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const match = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}:*`;
    for await (const keys of client.scanStream({ match, count: 1000 }) as AsyncIterable<string[]>)
      if (keys.length) await client.unlink(...keys);
  } finally {
    client.disconnect();
  }
}
