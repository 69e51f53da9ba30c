import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bookings of one status by date, with the id that breaks ties: ix_bookings_status_date
 * becomes (status, event_date, id). The admin list of one status, newest event first, sorts by
 * (event_date, id); without the id in the index, Postgres walked the event-date index of every
 * booking and read each row to test its status (125 rows and 35 pages for a page of 20 cancelled
 * bookings at metro size). With it, the page is 20 entries of one index, read without the table.
 * The worker's completion of past confirmed bookings (ordered by event_date, id) reads it too.
 * Same number of indexes on bookings: the old one is dropped.
 */
export class BookingsStatusDateId1732100000021 implements MigrationInterface {
  name = 'BookingsStatusDateId1732100000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ix_bookings_status_date_id ON bookings (status, event_date, id)`);
    await q.query(`DROP INDEX ix_bookings_status_date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ix_bookings_status_date ON bookings (status, event_date)`);
    await q.query(`DROP INDEX ix_bookings_status_date_id`);
  }
}
