import type { DataSource, EntityManager } from 'typeorm';
import { OutboxMessage, preparedQuery } from '@chefs/db';
import type { OutboxEvent } from '@chefs/contracts';

/** Table and column names of OutboxMessage as the db library maps them. */
export function outboxNames(dataSource: DataSource) {
  const meta = dataSource.getMetadata(OutboxMessage);
  const col = (property: keyof OutboxMessage): string => {
    const column = meta.findColumnWithPropertyName(property);
    if (!column) throw new Error(`OutboxMessage has no column for ${property}`);
    return `"${column.databaseName}"`;
  };
  return {
    table: `"${meta.tableName}"`,
    id: col('id'),
    queue: col('queue'),
    payload: col('payload'),
    idempotencyKey: col('idempotencyKey'),
    dispatchedAt: col('dispatchedAt'),
    attempts: col('attempts'),
    lastError: col('lastError'),
  };
}

/**
 * The SQL that writes `events` as outbox rows in one INSERT, for a statement that writes what
 * they tell of in the same go (a data-modifying WITH clause: one statement, one transaction).
 * Its three parameters, arrays of queue, payload and idempotency key, are numbered from
 * `firstParam`; `params` are their values. A key already written is skipped, as in enqueueOutbox.
 */
export function outboxInsert(
  dataSource: DataSource,
  events: readonly OutboxEvent[],
  firstParam: number,
): { sql: string; params: unknown[] } {
  const n = outboxNames(dataSource);
  const [q, p, k] = [firstParam, firstParam + 1, firstParam + 2].map((i) => `$${i}`);
  return {
    sql: `INSERT INTO ${n.table} (${n.queue}, ${n.payload}, ${n.idempotencyKey})
      SELECT * FROM unnest(${q}::text[], ${p}::jsonb[], ${k}::text[])
      ON CONFLICT (${n.idempotencyKey}) DO NOTHING`,
    params: [
      events.map((e) => e.queue),
      events.map((e) => JSON.stringify(e.payload)),
      events.map((e) => e.idempotencyKey),
    ],
  };
}

/**
 * Writes an outbox row in the caller's transaction. A second write with the same
 * idempotency key is a no-op; the answer says whether this call wrote the row.
 */
export async function enqueueOutbox(manager: EntityManager, event: OutboxEvent): Promise<boolean> {
  const n = outboxNames(manager.connection);
  const rows: unknown[] = await manager.query(
    `INSERT INTO ${n.table} (${n.queue}, ${n.payload}, ${n.idempotencyKey}) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (${n.idempotencyKey}) DO NOTHING RETURNING ${n.id}`,
    [event.queue, JSON.stringify(event.payload), event.idempotencyKey],
  );
  return rows.length > 0;
}

/**
 * Runs `effect` at most once per key, however often a job is retried or redelivered.
 * A marker row (key `done:<key>`, already dispatched so no relay picks it up) is written in
 * the same transaction as the effect runs: it commits only if the effect succeeds, and a
 * concurrent second run waits on the unique key and then skips. Answers whether it ran.
 */
export async function runOnce(
  dataSource: DataSource,
  marker: { queue: string; key: string },
  effect: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  const n = outboxNames(dataSource);
  return dataSource.transaction(async (manager) => {
    const rows: unknown[] = await manager.query(
      `INSERT INTO ${n.table} (${n.queue}, ${n.payload}, ${n.idempotencyKey}, ${n.dispatchedAt}) VALUES ($1, $2::jsonb, $3, now())
       ON CONFLICT (${n.idempotencyKey}) DO NOTHING RETURNING ${n.id}`,
      [marker.queue, JSON.stringify({ processed: marker.key }), `done:${marker.key}`],
    );
    if (rows.length === 0) return false;
    await effect(manager);
    return true;
  });
}

/**
 * For effects that must not run inside a transaction (an SMTP send: network I/O while a pooled
 * connection is held, and a failed commit after the send would send again anyway). Whether
 * `recordRun` has marked this key done (the same `done:<key>` marker `runOnce` writes).
 */
export async function hasRun(dataSource: DataSource, key: string): Promise<boolean> {
  const n = outboxNames(dataSource);
  // Prepared: asked before every e-mail a job sends.
  const rows = await preparedQuery(
    dataSource,
    'outbox-has-run',
    `SELECT 1 FROM ${n.table} WHERE ${n.idempotencyKey} = $1`,
    [`done:${key}`],
  );
  return rows.length > 0;
}

/** Marks a key done after its effect ran outside any transaction (see `hasRun`); a second mark is a no-op. */
export async function recordRun(dataSource: DataSource, marker: { queue: string; key: string }): Promise<void> {
  const n = outboxNames(dataSource);
  // Prepared: written after every e-mail a job sends.
  await preparedQuery(
    dataSource,
    'outbox-record-run',
    `INSERT INTO ${n.table} (${n.queue}, ${n.payload}, ${n.idempotencyKey}, ${n.dispatchedAt}) VALUES ($1, $2::jsonb, $3, now())
     ON CONFLICT (${n.idempotencyKey}) DO NOTHING`,
    [marker.queue, JSON.stringify({ processed: marker.key }), `done:${marker.key}`],
  );
}
