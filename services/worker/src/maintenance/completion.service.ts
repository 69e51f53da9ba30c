import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Booking } from '@chefs/db';
import { bookingStatusChangedEmail, customerStatusPush, outboxInsert, statusChangeKey } from '@chefs/queue';
import { marketToday } from '@chefs/domain';

/**
 * The id of the history row a change will write, drawn before it is written so that the change's
 * notices can carry it in their keys (statusChangeKey). An id drawn for a row that is then not
 * written is a gap in the sequence, nothing more.
 */
export const NEXT_HISTORY_ID = `nextval('booking_status_history_id_seq')`;

/** Bookings completed per transaction: a bounded read, and locks held for one batch only. */
const COMPLETION_BATCH = 500;

type PastBooking = Pick<
  Booking,
  'id' | 'customerId' | 'clientName' | 'clientEmail' | 'eventDate' | 'eventTime' | 'guestCount'
> & { chefName: string; historyId: string };

/** Confirmed bookings whose date has passed become completed the next day (local time). */
@Injectable()
export class CompletionService {
  private readonly logger = new Logger(CompletionService.name);

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Completes every confirmed booking whose date has passed, a batch at a time, each batch its
   * own transaction of two statements however many bookings it holds. A worker that was down
   * for a week (or a database grown by seed:scale, with 150,000 of them) is caught up without
   * reading them all into memory or holding their locks in one long transaction, as the first
   * version did, a booking and four statements at a time. Answers how many it completed.
   */
  async completePastBookings(now = new Date(), batchSize = COMPLETION_BATCH): Promise<number> {
    const today = marketToday(now);
    let completed = 0;
    for (;;) {
      const ids = await this.dataSource.transaction((manager) => this.completeBatch(manager, today, batchSize));
      completed += ids.length;
      if (ids.length > 0) this.logger.log(`completed ${ids.length} past bookings (${completed} in this run)`);
      if (ids.length < batchSize) return completed;
    }
  }

  /**
   * Up to `batchSize` past confirmed bookings, oldest first (ix_bookings_status_date_id), locked and
   * skipped when another run holds them; then one statement completes them, records who changed
   * them and queues each customer's e-mail and push, all or nothing.
   */
  private async completeBatch(manager: EntityManager, today: string, batchSize: number): Promise<number[]> {
    const past = await manager.query<PastBooking[]>(
      `SELECT b.id, b.customer_id AS "customerId", b.client_name AS "clientName", b.client_email AS "clientEmail",
              to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate", b.event_time AS "eventTime",
              b.guest_count AS "guestCount", c.name AS "chefName", ${NEXT_HISTORY_ID} AS "historyId"
         FROM bookings b JOIN chefs c ON c.id = b.chef_id
        WHERE b.status = 'confirmed' AND b.event_date < $1
        ORDER BY b.event_date, b.id
        LIMIT $2
          FOR UPDATE OF b SKIP LOCKED`,
      [today, batchSize],
    );
    if (past.length === 0) return [];
    const events = past.flatMap((b) => {
      const change = statusChangeKey('completed', b.historyId);
      return [
        bookingStatusChangedEmail(b, b.chefName, 'completed', { change }),
        customerStatusPush(b, b.chefName, 'completed', change),
      ];
    });
    const outbox = outboxInsert(this.dataSource, events, 4);
    await manager.query(
      `WITH done AS (
         UPDATE bookings SET status = 'completed' WHERE id = ANY($1::int[]) AND status = 'confirmed' RETURNING id),
       history AS (
         INSERT INTO booking_status_history (id, booking_id, from_status, to_status, changed_by_id, changed_by_role, reason)
         SELECT h.history_id, done.id, 'confirmed', 'completed', NULL, 'system', $2
           FROM done JOIN unnest($1::int[], $3::int[]) AS h(booking_id, history_id) ON h.booking_id = done.id)
       ${outbox.sql}`,
      [past.map((b) => b.id), 'The event date has passed.', past.map((b) => b.historyId), ...outbox.params],
    );
    return past.map((b) => b.id);
  }
}
