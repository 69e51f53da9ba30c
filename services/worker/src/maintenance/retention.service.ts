import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * How long a dispatched outbox row and a handled Stripe event are kept. Their keys keep a thing
 * from being done twice while it could be asked for again: a job's five attempts end within a
 * minute, BullMQ forgets a finished job's id after 7 days, and Stripe sends a webhook again for
 * up to three days. Past 30 days, nothing asks for them.
 */
export const RETENTION_DAYS = 30;
/** Rows deleted per statement: short locks, and a bounded amount of WAL per statement. */
const RETENTION_BATCH = 5000;
/** Statements per table per run: a run's work is bounded; an hour later the next one goes on. */
const MAX_BATCHES_PER_RUN = 200;

/**
 * One batch of each table: up to $2 rows older than $1, oldest first, on the table's index. The
 * ids go in an array, so the DELETE finds its rows by primary key: as `id IN (SELECT …)` the
 * planner could hash-join the batch against a scan of the whole table (retention.spec caught it).
 */
export const PRUNE_STATEMENTS = {
  outbox: `DELETE FROM outbox_messages WHERE id = ANY(ARRAY(
             SELECT id FROM outbox_messages
              WHERE dispatched_at IS NOT NULL AND dispatched_at < $1
              ORDER BY dispatched_at LIMIT $2))`,
  webhookEvents: `DELETE FROM processed_webhook_events WHERE id = ANY(ARRAY(
                    SELECT id FROM processed_webhook_events WHERE processed_at < $1 ORDER BY processed_at LIMIT $2))`,
} as const;

/** What a run deleted. */
export interface RetentionResult {
  outbox: number;
  webhookEvents: number;
}

/**
 * The outbox (every e-mail, push and reminder change, and a `done:` marker per e-mail and push
 * sent) and the handled Stripe events grow with every booking, for ever: a few rows per booking,
 * millions in a marketplace a few years old. The hourly `prune-outbox` job deletes what is past
 * its use, oldest first, a batch at a time (ix_outbox_messages_dispatched_at,
 * ix_processed_webhook_events_processed_at). An outbox row not yet dispatched is never deleted,
 * however old: the relay still owes it.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(private readonly dataSource: DataSource) {}

  async prune(now = new Date(), batchSize = RETENTION_BATCH): Promise<RetentionResult> {
    const before = new Date(now.getTime() - RETENTION_DAYS * 24 * 3_600_000);
    const result = {
      outbox: await this.pruneTable(PRUNE_STATEMENTS.outbox, before, batchSize),
      webhookEvents: await this.pruneTable(PRUNE_STATEMENTS.webhookEvents, before, batchSize),
    };
    if (result.outbox + result.webhookEvents > 0)
      this.logger.log(
        `deleted ${result.outbox} outbox rows and ${result.webhookEvents} Stripe events older than ${RETENTION_DAYS} days`,
      );
    return result;
  }

  /** Runs `sql` (a DELETE of up to $2 rows older than $1) until a batch comes back short, or the run's bound. */
  private async pruneTable(sql: string, before: Date, batchSize: number): Promise<number> {
    let deleted = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const [, count] = await this.dataSource.query<[unknown[], number]>(sql, [before, batchSize]);
      deleted += count;
      if (count < batchSize) break;
    }
    return deleted;
  }
}
