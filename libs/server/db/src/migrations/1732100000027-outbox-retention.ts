import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The worker's hourly retention job deletes the outbox rows dispatched, and the Stripe events
 * handled, more than 30 days ago (services/worker/src/maintenance/retention.service.ts). Each
 * run walks them oldest first, a batch at a time: these indexes make each batch one index range
 * however large the tables have grown. Undispatched rows are not in the outbox's index: they are
 * never deleted.
 */
export class OutboxRetention1732100000027 implements MigrationInterface {
  name = 'OutboxRetention1732100000027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX ix_outbox_messages_dispatched_at ON outbox_messages (dispatched_at) WHERE dispatched_at IS NOT NULL`,
    );
    await q.query(`CREATE INDEX ix_processed_webhook_events_processed_at ON processed_webhook_events (processed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_processed_webhook_events_processed_at`);
    await q.query(`DROP INDEX ix_outbox_messages_dispatched_at`);
  }
}
