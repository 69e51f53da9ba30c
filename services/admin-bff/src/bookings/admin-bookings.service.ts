import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  MESSAGES,
  type AdminBookingPageDto,
  type AdminBookingSort,
  type BookingDto,
  type BookingStatus,
} from '@chefs/contracts';
import { Booking, BookingStatusHistory, bookingJson, toBookingDto } from '@chefs/db';
import { PaymentsService } from '@chefs/payments';
import {
  bookingStatusChangedEmail,
  chefStatusPush,
  chefUserIdOf,
  customerStatusPush,
  enqueueOutbox,
  paymentRefundedEmail,
  reminderSyncEvent,
} from '@chefs/queue';
import { DomainError } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import { counterTotal, filteredTotal, type PageTotal } from '../common/page-total';
import { jsonPage, pageJson, type JsonText } from '../common/page-rows';
import type { ListAdminBookingsQuery } from './dto/admin-bookings.query';

const ACTIVE_SLOT_INDEX = 'uq_bookings_active_chef_slot';

/** The column of each sort, in SQL: the page's ids are found by it, and the page's rows ordered. */
const SORT_COLUMNS: Record<AdminBookingSort, string> = {
  eventDate: 'event_date',
  createdAt: 'created_at',
  totalAmount: 'total_amount_cents',
  clientName: 'client_name',
  status: 'status',
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
   * event first by default; id breaks ties). A booking joins exactly one chef, so OFFSET/LIMIT page
   * the bookings themselves: the page is one range of the (column, id) index of the sort column,
   * read forwards or backwards (skip/take would wrap the query in a DISTINCT that sorts the whole
   * table); one chef's bookings are a range of ix_bookings_chef, one status's of ix_bookings_status_date_id.
   * The page's ids come from the index first, then only those bookings, as JSON with their chef's name (jsonPage).
   */
  async list(query: ListAdminBookingsQuery): Promise<JsonText<AdminBookingPageDto>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const dir = (query.dir ?? 'desc').toUpperCase() as 'ASC' | 'DESC';
    const repo = this.dataSource.getRepository(Booking);
    const filtered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) => {
      if (query.status) qb.andWhere('b.status = :status', { status: query.status });
      if (query.chefId) qb.andWhere('b.chefId = :chefId', { chefId: query.chefId });
      return qb;
    };
    const sort = query.sort ?? 'eventDate';
    const pageIds = filtered(repo.createQueryBuilder('b').select('b.id'))
      .orderBy(`b.${SORT_COLUMNS[sort]}`, dir)
      .addOrderBy('b.id', dir)
      .offset((page - 1) * pageSize)
      .limit(pageSize);
    const [items, total] = await Promise.all([
      jsonPage<BookingDto>(
        this.dataSource,
        {
          dto: bookingJson('bk', 'chef.name'),
          from: 'bookings bk LEFT JOIN chefs chef ON chef.id = bk.chef_id',
          id: 'bk.id',
          order: `bk.${SORT_COLUMNS[sort]} ${dir}, bk.id ${dir}`,
        },
        pageIds,
      ),
      this.total(query, filtered(repo.createQueryBuilder('b').select('1'))),
    ]);
    return pageJson(items, { page, pageSize, ...total });
  }

  /**
   * Every booking, or those of one status, counted by the database as they change (booking_totals,
   * migration 1732100000012): COUNT(*) over a million rows took about a second; this is a sum of a
   * few counter rows. One chef's bookings are counted on their index, up to the bound of filteredTotal.
   */
  private total(query: ListAdminBookingsQuery, rows: SelectQueryBuilder<Booking>): Promise<PageTotal> {
    if (query.chefId)
      return filteredTotal(this.dataSource, rows.orderBy('b.eventDate', 'DESC').addOrderBy('b.id', 'DESC'));
    return counterTotal(
      this.dataSource,
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
        if (
          error instanceof QueryFailedError &&
          (error.driverError as { constraint?: string }).constraint === ACTIVE_SLOT_INDEX
        )
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
    const chefName =
      (await manager.query<{ name: string }[]>(`SELECT name FROM chefs WHERE id = $1`, [booking.chefId]))[0]?.name ??
      'your chef';
    await manager
      .getRepository(Booking)
      .update({ id }, { status, ...(refunding ? { paymentStatus: 'refunded' as const } : {}) });
    const history = await manager.insert(BookingStatusHistory, {
      bookingId: id,
      fromStatus: booking.status,
      toStatus: status,
      changedById: admin.id,
      changedByRole: 'admin',
      reason: 'Changed by an admin.',
    });
    const historyId = String(history.identifiers[0]?.id ?? `${Date.now()}`);
    const change = `admin:${historyId}`;
    await enqueueOutbox(manager, bookingStatusChangedEmail(booking, chefName, status, { reason: null, change }));
    await enqueueOutbox(manager, customerStatusPush(booking, chefName, status, change, { refunded: refunding }));
    const chefUserId = await chefUserIdOf(manager, booking.chefId);
    if (chefUserId) await enqueueOutbox(manager, chefStatusPush(booking, chefUserId, status, change));
    await enqueueOutbox(manager, reminderSyncEvent(id, change));
    if (refunding) await enqueueOutbox(manager, paymentRefundedEmail(booking, chefName));
  }
}
