import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropCounts, keepCounts, type Counted } from './1732100000016-catalogue-totals';

const APPLICATIONS: Counted = { table: 'chef_applications', totals: 'application_totals', keys: ['status'] };
const SCHEDULE_REQUESTS: Counted = { table: 'schedule_requests', totals: 'schedule_request_totals', keys: ['status'] };

/**
 * Chef applications and schedule requests per status, kept by the database in the same
 * transaction as each change, as user_totals keeps the accounts' (migration 1732100000023). Both
 * queues keep every decided or handled row for good: at metro size 30,000 applications and
 * 100,000 requests, nearly all of them approved, rejected or closed. The admin tables filtered by
 * one of those statuses counted 10,001 index entries on each request (1.7 ms for the closed
 * requests) and then asked the planner for an estimate; with the counts their totals are exact
 * and a few rows' read. A handled request also always has the time it was handled, by which
 * its page is named.
 */
export class QueueTotals1732100000024 implements MigrationInterface {
  name = 'QueueTotals1732100000024';

  async up(q: QueryRunner): Promise<void> {
    await keepCounts(q, APPLICATIONS);
    await keepCounts(q, SCHEDULE_REQUESTS);
    // The handled requests are paged by (handled_at, id) cursors: a closed one needs its time. Only
    // marking a request handled closes it, and it sets the time; a request closed before
    // migration 1732100000009 recorded it gets the time it was made, the earliest it can have been.
    await q.query(
      `UPDATE schedule_requests SET handled_at = created_at WHERE status = 'closed' AND handled_at IS NULL`,
    );
    await q.query(`ALTER TABLE schedule_requests
      ADD CONSTRAINT ck_schedule_requests_handled_at CHECK (status = 'open' OR handled_at IS NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedule_requests DROP CONSTRAINT ck_schedule_requests_handled_at`);
    await dropCounts(q, SCHEDULE_REQUESTS);
    await dropCounts(q, APPLICATIONS);
  }
}
