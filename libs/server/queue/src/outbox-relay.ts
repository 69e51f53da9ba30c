import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { Queue } from 'bullmq';
import { OutboxMessage } from '@chefs/db';
import { withTimeout } from '@chefs/server-core';
import { jobIdFor } from './job-id';
import { DEFAULT_JOB_OPTIONS, outboxJobName } from './queues';
import { outboxNames } from './outbox';

export interface OutboxRelayOptions {
  /** Rows claimed per transaction. */
  batchSize?: number;
  /** How long one queue.add may take before the batch stops (BullMQ waits for Redis indefinitely). */
  addTimeoutMs?: number;
  logger?: { warn(message: string): void };
  /**
   * The rows of a claimed batch that need no job (ids), asked in the batch's transaction: they
   * are marked dispatched without one. pushRowsWithoutDevice is the worker's.
   */
  unneeded?: (manager: EntityManager, rows: readonly OutboxMessage[]) => Promise<ReadonlySet<string>>;
}

/**
 * Moves undispatched outbox rows to their BullMQ queues. Each batch is claimed with
 * SELECT ... FOR UPDATE SKIP LOCKED, so several relays can run at once without sending a
 * row twice; the job id is derived from the idempotency key, so a row re-added after a
 * crash between the add and the commit is ignored by BullMQ.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly addTimeoutMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: Partial<Record<string, Queue>>,
    private readonly opts: OutboxRelayOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 100;
    this.addTimeoutMs = opts.addTimeoutMs ?? 5000;
  }

  /** Relays one batch; answers how many rows were dispatched. */
  async relayBatch(): Promise<number> {
    const queueNames = Object.keys(this.queues);
    if (queueNames.length === 0) return 0;
    const attempts = outboxNames(this.dataSource).attempts;
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .getRepository(OutboxMessage)
        .createQueryBuilder('o')
        .where({ dispatchedAt: IsNull() })
        .andWhere('o.queue IN (:...queueNames)', { queueNames })
        .orderBy('o.id', 'ASC')
        .limit(this.batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      const unneeded = rows.length && this.opts.unneeded ? await this.opts.unneeded(manager, rows) : new Set<string>();
      const dispatched = [...unneeded];
      // One addBulk per queue (one round trip to Redis for the batch, not one per row), in the
      // order the rows were written.
      const byQueue = new Map<string, OutboxMessage[]>();
      for (const row of rows) {
        if (unneeded.has(row.id)) continue;
        const group = byQueue.get(row.queue);
        if (group) group.push(row);
        else byQueue.set(row.queue, [row]);
      }
      for (const [queue, group] of byQueue) {
        try {
          const add = this.queues[queue]!.addBulk(
            group.map((row) => ({
              name: outboxJobName(row.queue),
              data: row.payload,
              opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(row.idempotencyKey) },
            })),
          );
          // A late add is harmless: the job ids dedupe it.
          await withTimeout(
            add,
            this.addTimeoutMs,
            `queue did not answer within ${this.addTimeoutMs} ms (is Redis reachable?)`,
          );
          dispatched.push(...group.map((row) => row.id));
        } catch (err) {
          // Most likely Redis is unreachable: note it on the rows and leave them for the next run.
          const message = err instanceof Error ? err.message : String(err);
          this.opts.logger?.warn(
            `${group.length} outbox row(s) of queue ${queue} not relayed (first ${group[0].id}, ${group[0].idempotencyKey}): ${message}`,
          );
          await manager
            .getRepository(OutboxMessage)
            .createQueryBuilder()
            .update()
            .set({ attempts: () => `${attempts} + 1`, lastError: message.slice(0, 1000) })
            .whereInIds(group.map((row) => row.id))
            .execute();
          break;
        }
      }
      if (dispatched.length > 0) {
        await manager
          .getRepository(OutboxMessage)
          .createQueryBuilder()
          .update()
          .set({ dispatchedAt: () => 'now()', attempts: () => `${attempts} + 1`, lastError: null })
          .whereInIds(dispatched)
          .execute();
      }
      return dispatched.length;
    });
  }

  /** Relays batches until none is left; answers how many rows were dispatched. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.relayBatch();
      total += n;
      if (n < this.batchSize) return total;
    }
  }
}
