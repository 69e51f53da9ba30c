import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Booking } from '@chefs/db';
import { PaymentsService } from '@chefs/payments';
import {
  bookingStatusChangedEmail,
  chefStatusEvents,
  customerStatusPush,
  outboxInsert,
  paymentRefundedEmail,
  statusChangeKey,
} from '@chefs/queue';
import { marketToday } from '@chefs/domain';
import { NEXT_HISTORY_ID } from './completion.service';

/** Bookings read per statement: a bounded read, and locks held for one batch only. */
const EXPIRY_BATCH = 200;

/** The history row's and the customer's e-mail's reason (docs/product.md §4, "Booking status"). */
export const UNANSWERED_REASON = 'The request was not answered before its date.';

type PendingBooking = Pick<
  Booking,
  | 'id'
  | 'customerId'
  | 'clientName'
  | 'clientEmail'
  | 'eventDate'
  | 'eventTime'
  | 'guestCount'
  | 'totalAmountCents'
  | 'stripePaymentIntentId'
> & { chefName: string; chefUserId: string | null; chefEmail: string | null; historyId: string };

const PENDING_COLUMNS = `b.id, b.customer_id AS "customerId", b.client_name AS "clientName",
  b.client_email AS "clientEmail", to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate", b.event_time AS "eventTime",
  b.guest_count AS "guestCount", b.total_amount_cents AS "totalAmountCents",
  b.stripe_payment_intent_id AS "stripePaymentIntentId", c.name AS "chefName", c.user_id AS "chefUserId",
  u.email AS "chefEmail", ${NEXT_HISTORY_ID} AS "historyId"`;
/** The booking, its chef and the chef's account (none for a profile an admin made). */
const PENDING_FROM = `bookings b JOIN chefs c ON c.id = b.chef_id LEFT JOIN users u ON u.id = c.user_id`;

/**
 * A request the chef never answered ends with its date: the day after, a booking still pending
 * is cancelled by the system, and refunded in full when it was paid, so no customer's money and
 * no booking stay "Pending" for ever. The customer hears it as from any cancellation (e-mail
 * with the reason, push, and the refund e-mail), and so does the chef.
 */
@Injectable()
export class ExpiryService {
  private readonly logger = new Logger(ExpiryService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Cancels every pending booking whose date has passed: the unpaid ones a batch per transaction
   * (two statements however many it holds), then the paid ones one at a time, each refunded at
   * Stripe inside its own transaction. A refund Stripe refuses or cannot be reached for leaves
   * that booking as it was for the next hourly run. Answers how many were cancelled.
   */
  async expireUnansweredBookings(now = new Date(), batchSize = EXPIRY_BATCH): Promise<number> {
    const today = marketToday(now);
    let expired = 0;
    for (;;) {
      const n = await this.dataSource.transaction((manager) => this.expireUnpaidBatch(manager, today, batchSize));
      expired += n;
      if (n < batchSize) break;
    }
    // The paid ones by keyset (ix_bookings_status_date_id): one whose refund failed is passed over.
    let after: { eventDate: string; id: number } = { eventDate: '0001-01-01', id: 0 };
    for (;;) {
      const paid = await this.dataSource.query<{ id: number; eventDate: string }[]>(
        `SELECT id, to_char(event_date, 'YYYY-MM-DD') AS "eventDate" FROM bookings
          WHERE status = 'pending' AND payment_status = 'paid' AND event_date < $1
            AND (event_date, id) > ($2::date, $3)
          ORDER BY event_date, id
          LIMIT $4`,
        [today, after.eventDate, after.id, batchSize],
      );
      for (const { id } of paid) if (await this.expirePaid(id, today)) expired += 1;
      if (paid.length < batchSize) break;
      after = paid[paid.length - 1];
    }
    if (expired > 0) this.logger.log(`cancelled ${expired} unanswered past bookings`);
    return expired;
  }

  /** Up to `batchSize` unpaid past pending bookings, locked (skipped when another run holds them), cancelled at once. */
  private async expireUnpaidBatch(manager: EntityManager, today: string, batchSize: number): Promise<number> {
    const past = await manager.query<PendingBooking[]>(
      `SELECT ${PENDING_COLUMNS}
         FROM ${PENDING_FROM}
        WHERE b.status = 'pending' AND b.event_date < $1 AND b.payment_status <> 'paid'
        ORDER BY b.event_date, b.id
        LIMIT $2
          FOR UPDATE OF b SKIP LOCKED`,
      [today, batchSize],
    );
    if (past.length === 0) return 0;
    const outbox = outboxInsert(
      this.dataSource,
      past.flatMap((b) => this.notices(b, false)),
      4,
    );
    await manager.query(
      `WITH done AS (
         UPDATE bookings SET status = 'cancelled'
          WHERE id = ANY($1::int[]) AND status = 'pending' AND payment_status <> 'paid' RETURNING id),
       history AS (
         INSERT INTO booking_status_history (id, booking_id, from_status, to_status, changed_by_id, changed_by_role, reason)
         SELECT h.history_id, done.id, 'pending', 'cancelled', NULL, 'system', $2
           FROM done JOIN unnest($1::int[], $3::int[]) AS h(booking_id, history_id) ON h.booking_id = done.id)
       ${outbox.sql}`,
      [past.map((b) => b.id), UNANSWERED_REASON, past.map((b) => b.historyId), ...outbox.params],
    );
    return past.length;
  }

  /**
   * One paid past pending booking: locked, refunded at Stripe (idempotent per booking, so a run
   * that died after the refund refunds nothing twice), then cancelled as refunded. The lock is
   * held across the Stripe call so the chef cannot accept a booking being refunded; a failed
   * refund rolls back and leaves it for the next run. True when it was cancelled.
   */
  private async expirePaid(id: number, today: string): Promise<boolean> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [booking] = await manager.query<PendingBooking[]>(
          `SELECT ${PENDING_COLUMNS}
             FROM ${PENDING_FROM}
            WHERE b.id = $1 AND b.status = 'pending' AND b.payment_status = 'paid' AND b.event_date < $2
              FOR UPDATE OF b SKIP LOCKED`,
          [id, today],
        );
        if (!booking) return false; // answered, refunded or held by someone else meanwhile
        await this.payments.refundBooking(booking);
        const outbox = outboxInsert(this.dataSource, this.notices(booking, true), 4);
        await manager.query(
          `WITH done AS (
             UPDATE bookings SET status = 'cancelled', payment_status = 'refunded' WHERE id = $1 RETURNING id),
           history AS (
             INSERT INTO booking_status_history (id, booking_id, from_status, to_status, changed_by_id, changed_by_role, reason)
             SELECT $3::int, id, 'pending', 'cancelled', NULL, 'system', $2 FROM done)
           ${outbox.sql}`,
          [id, UNANSWERED_REASON, booking.historyId, ...outbox.params],
        );
        return true;
      });
    } catch (error) {
      this.logger.warn(
        `booking ${id} stays pending until the next run: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /**
   * The customer's e-mail (with the reason) and push, the refund e-mail when it was refunded, and
   * the chef's push and e-mail (with the reason), so the chef learns the request lapsed.
   */
  private notices(booking: PendingBooking, refunded: boolean) {
    const chef = { name: booking.chefName, userId: booking.chefUserId, email: booking.chefEmail };
    const change = statusChangeKey('cancelled', booking.historyId);
    return [
      ...chefStatusEvents(booking, chef, 'cancelled', change, UNANSWERED_REASON),
      bookingStatusChangedEmail(booking, booking.chefName, 'cancelled', { reason: UNANSWERED_REASON, change }),
      customerStatusPush(booking, booking.chefName, 'cancelled', change, { refunded }),
      ...(refunded ? [paymentRefundedEmail(booking, booking.chefName)] : []),
    ];
  }
}
