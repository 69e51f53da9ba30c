import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BOOKING_COLUMNS, bookingCounterStatements, counterFunction } from './1732100000012-counters-kept-by-triggers';

/** The shard of booking_totals a connection adds to (migration 1732100000019). */
const SHARD = 'pg_backend_pid() % 16';

/**
 * The booking counter trigger updates chefs only when a chef's total of confirmed and completed
 * bookings moves. It ran its UPDATE of chefs for every booking statement, a new pending booking
 * too, and an UPDATE of no rows still fires the statement triggers of chefs: every booking sent
 * `NOTIFY catalogue_changed, 'chefs'` (migration 1732100000017), which emptied the public BFF's
 * cache of every chef list and profile, however little the booking changed them. (Its own
 * `'bookings'` notice stays: the chef search by free date is cached until bookings change.)
 */
export class ChefTotalsOnlyWhenMoved1732100000022 implements MigrationInterface {
  name = 'ChefTotalsOnlyWhenMoved1732100000022';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      counterFunction(
        'bookings_keep_counters',
        BOOKING_COLUMNS,
        (changes) => bookingCounterStatements(changes, SHARD, true),
        'CREATE OR REPLACE',
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      counterFunction(
        'bookings_keep_counters',
        BOOKING_COLUMNS,
        (changes) => bookingCounterStatements(changes, SHARD),
        'CREATE OR REPLACE',
      ),
    );
  }
}
