import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  type AdminBookingPageDto,
  type AdminBookingSort,
  type BookingDto,
  type BookingStatus,
} from '@chefs/contracts';
import { Booking, bookingJson, recordStatusChange, toBookingDto, UNIQUE_INDEXES } from '@chefs/db';
import { PaymentsService } from '@chefs/payments';
import {
  bookingStatusChangedEmail,
  chefStatusEvents,
  chefContactOf,
  customerStatusPush,
  enqueueOutbox,
  paymentRefundedEmail,
  reminderSyncEvent,
} from '@chefs/queue';
import { DomainError, violatedConstraint } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import { cursorTable } from '../common/page-cursor';
import { counterTotal, filteredTotal, type TotalQuery } from '../common/page-total';
import type { JsonText } from '../common/page-rows';
import type { ListAdminBookingsQuery } from './dto/admin-bookings.query';

/**
 * The column of each sort, in SQL, and its type: the page's rows are found by it on its (column,
 * id) index, ordered by it, and a cursor holds the edge row's value of it as text.
 */
const SORT_COLUMNS: Record<AdminBookingSort, { column: string; type: string }> = {
  eventDate: { column: 'event_date', type: 'date' },
  createdAt: { column: 'created_at', type: 'timestamptz' },
  totalAmount: { column: 'total_amount_cents', type: 'integer' },
  clientName: { column: 'client_name', type: 'text' },
  status: { column: 'status', type: 'text' },
};

/** Thrown inside the transaction when the booking became paid after the refund decision. */
class PaidMeanwhile extends Error {}

@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * One page of the bookings, of one status and one chef when asked, sorted on the server (newest
   * event first by default; id breaks ties). The table grows without end, so its pages are named
   * by keyset cursors (docs/paging.md): `after` a page's last row or `before` its first, the page
   * is read on the sort column's (column, id) index (one chef's bookings on ix_bookings_chef, one
   * status's on ix_bookings_status_date_id) from the cursor's row, however deep it is. `page`
   * without a cursor reaches the first ADMIN_OFFSET_LIMIT rows (a link to page 3, a reload).
   * The page's rows come as JSON with their chef's name (keysetPage).
   */
  async list(query: ListAdminBookingsQuery): Promise<JsonText<AdminBookingPageDto>> {
    const dir = (query.dir ?? 'desc').toUpperCase() as 'ASC' | 'DESC';
    const sort = query.sort ?? 'eventDate';
    const repo = this.dataSource.getRepository(Booking);
    const filtered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) => {
      if (query.status) qb.andWhere('b.status = :status', { status: query.status });
      if (query.chefId) qb.andWhere('b.chefId = :chefId', { chefId: query.chefId });
      return qb;
    };
    const { column, type } = SORT_COLUMNS[sort];
    return cursorTable<BookingDto>(this.dataSource, query, {
      tag: `admin-bookings:${sort}:${dir}`,
      rows: () => filtered(repo.createQueryBuilder('b')),
      id: 'b.id',
      order: [
        { column: `b.${column}`, type, dir },
        { column: 'b.id', type: 'integer', dir },
      ],
      json: {
        dto: bookingJson('bk', 'chef.name'),
        from: 'bookings bk LEFT JOIN chefs chef ON chef.id = bk.chef_id',
        id: 'bk.id',
      },
      total: this.total(query, filtered(repo.createQueryBuilder('b').select('1'))),
    });
  }

  /**
   * Every booking, or those of one status, counted by the database as they change (booking_totals,
   * migration 1732100000012): COUNT(*) over a million rows took about a second; this is a sum of a
   * few counter rows. One chef's bookings are counted on their index, up to the bound of filteredTotal.
   */
  private total(query: ListAdminBookingsQuery, rows: SelectQueryBuilder<Booking>): TotalQuery {
    if (query.chefId) return filteredTotal(rows.orderBy('b.eventDate', 'DESC').addOrderBy('b.id', 'DESC'));
    return counterTotal(
      `SELECT coalesce(sum(bookings), 0)::text AS n FROM booking_totals WHERE $1::text IS NULL OR status = $1`,
      [query.status ?? null],
    );
  }

  /**
   * Sets any of the four statuses (the same one again is 409). Cancelling a paid booking refunds
   * it in full at Stripe first, so a refund that fails (503) changes nothing; then, on the locked
   * row: the status, a history row naming the admin, the customer's e-mails, pushes to the
   * customer and the chef, and the reminder's schedule (added, kept or dropped by the new status).
   */
  async setStatus(admin: SessionUser, id: number, status: BookingStatus): Promise<BookingDto> {
    const booking = await this.dataSource.getRepository(Booking).findOneBy({ id });
    if (!booking) throw new DomainError('booking.not_found', MESSAGES.booking.notFound);
    if (booking.status === status) throw new DomainError('booking.status_unchanged', ADMIN_MESSAGES.sameStatus);
    let refunded = false;
    for (let attempt = 0; ; attempt++) {
      if (status === 'cancelled' && booking.paymentStatus === 'paid') {
        await this.payments.refundBooking(booking);
        refunded = true;
      }
      try {
        return await this.dataSource.transaction(async (manager) => {
          await this.setLocked(manager, admin, id, status, refunded);
          const saved = await manager
            .getRepository(Booking)
            .findOneOrFail({ where: { id }, relations: { chef: true } });
          return toBookingDto(saved);
        });
      } catch (error) {
        if (violatedConstraint(error) === UNIQUE_INDEXES.activeChefSlot)
          throw new DomainError('booking.slot_taken', MESSAGES.booking.slotTaken);
        // The payment landed between the refund decision and the lock: refund it, then try again.
        if (!(error instanceof PaidMeanwhile) || attempt > 0) throw error;
        booking.paymentStatus = 'paid';
      }
    }
  }

  private async setLocked(
    manager: EntityManager,
    admin: SessionUser,
    id: number,
    status: BookingStatus,
    refunded: boolean,
  ): Promise<void> {
    const booking = await manager
      .getRepository(Booking)
      .createQueryBuilder('b')
      .setLock('pessimistic_write')
      .where('b.id = :id', { id })
      .getOne();
    if (!booking) throw new DomainError('booking.not_found', MESSAGES.booking.notFound);
    if (booking.status === status) throw new DomainError('booking.status_unchanged', ADMIN_MESSAGES.sameStatus);
    const refunding = status === 'cancelled' && booking.paymentStatus === 'paid';
    if (refunding && !refunded) throw new PaidMeanwhile();
    const chef = await chefContactOf(manager, booking.chefId);
    const chefName = chef?.name ?? 'your chef';
    await manager
      .getRepository(Booking)
      .update({ id }, { status, ...(refunding ? { paymentStatus: 'refunded' as const } : {}) });
    const historyId = await recordStatusChange(manager, {
      bookingId: id,
      fromStatus: booking.status,
      toStatus: status,
      changedById: admin.id,
      changedByRole: 'admin',
      reason: 'Changed by an admin.',
    });
    const change = `admin:${historyId}`;
    await enqueueOutbox(manager, bookingStatusChangedEmail(booking, chefName, status, { reason: null, change }));
    await enqueueOutbox(manager, customerStatusPush(booking, chefName, status, change, { refunded: refunding }));
    for (const event of chefStatusEvents(booking, chef, status, change)) await enqueueOutbox(manager, event);
    await enqueueOutbox(manager, reminderSyncEvent(id, change));
    if (refunding) await enqueueOutbox(manager, paymentRefundedEmail(booking, chefName));
  }
}
