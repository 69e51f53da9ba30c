import type { EntityManager } from 'typeorm';
import { QUEUES } from '@chefs/contracts';
import type { OutboxMessage } from '@chefs/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account a push row is for, when its payload names one as an account id. */
function pushUserId(row: OutboxMessage): string | undefined {
  const userId = (row.payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' && UUID.test(userId) ? userId.toLowerCase() : undefined;
}

/**
 * For OutboxRelay's `unneeded`: the push rows of a batch whose account has no device
 * subscribed, asked once for the batch (the index on push_subscriptions.user_id). Most people
 * never turn notifications on, and a push job for them would only find no device: a BullMQ job
 * (its Redis scripts), the worker's run and its query. For a new booking's two pushes that was
 * about a tenth of what its notices cost the worker, its Postgres and Redis, and a third of
 * Redis's share (docs/performance.md, "Pushes for nobody"). A row whose payload names no
 * account id is left to its job, which fails it as malformed, as before.
 */
export async function pushRowsWithoutDevice(
  manager: EntityManager,
  rows: readonly OutboxMessage[],
): Promise<ReadonlySet<string>> {
  const push = rows.flatMap((row) => {
    const userId = row.queue === QUEUES.push ? pushUserId(row) : undefined;
    return userId ? [{ row, userId }] : [];
  });
  if (push.length === 0) return new Set();
  const found: { userId: string }[] = await manager.query(
    `SELECT DISTINCT user_id::text AS "userId" FROM push_subscriptions WHERE user_id = ANY($1::uuid[])`,
    [[...new Set(push.map((p) => p.userId))]],
  );
  const withDevice = new Set(found.map((f) => f.userId));
  return new Set(push.filter((p) => !withDevice.has(p.userId)).map((p) => p.row.id));
}
