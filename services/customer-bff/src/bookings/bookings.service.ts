import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BOOKINGS_PAGE_SIZE, type BookingDetailDto, type BookingDto, type BookingPageDto } from '@chefs/contracts';
import { BookingStatusHistory, Chef, Review, bookingsNewestFirstJson, repeatedQuery } from '@chefs/db';
import { BOOKINGS_CURSOR_MESSAGE, bookingPage, decodeBookingCursor, readAfterCursor } from '@chefs/server-core';
import { PaymentStateService } from '../payments/payment-state.service';
import { toBookingDetailDto } from './booking-detail.mapper';
import { findOwnBooking } from './own-booking';

/** A customer's own bookings, a page at a time, and one in full; anyone else's does not exist for them. */
@Injectable()
export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly paymentState: PaymentStateService,
  ) {}

  /**
   * Newest event first, keyset-paged on (event_date, id) so a page never repeats or skips a row;
   * one query, the page rendered as JSON by Postgres (bookingsNewestFirstJson).
   */
  async listOwn(customerId: string, limit = BOOKINGS_PAGE_SIZE, cursor?: string): Promise<BookingPageDto> {
    const after = cursor ? decodeBookingCursor(cursor) : null;
    const [{ items: rows }] = await readAfterCursor(
      cursor,
      repeatedQuery<{ items: BookingDto[] }>(
        this.dataSource,
        bookingsNewestFirstJson('customer_id', '$1', after !== null),
        [customerId, limit + 1, ...(after ? [after.eventDate, after.id] : [])],
      ),
      BOOKINGS_CURSOR_MESSAGE,
    );
    return bookingPage(rows, limit);
  }

  /**
   * One booking in full. While its payment is pending, Stripe is asked whether it went through
   * (the webhook may be late); if Stripe cannot answer, the stored state is shown.
   */
  async getOwnDetail(customerId: string, id: number): Promise<BookingDetailDto> {
    const booking = await findOwnBooking(this.dataSource.manager, customerId, id);
    await this.paymentState.refreshFromStripe(booking);
    return this.loadDetail(this.dataSource.manager, customerId, id);
  }

  /** The detail as stored, read with `manager` (inside a caller's transaction if it has one). */
  async loadDetail(manager: EntityManager, customerId: string, id: number): Promise<BookingDetailDto> {
    const booking = await findOwnBooking(manager, customerId, id);
    // One after another: inside a transaction they share one connection.
    const chef = await manager.findOneByOrFail(Chef, { id: booking.chefId });
    const history = await manager.find(BookingStatusHistory, {
      where: { bookingId: id },
      order: { changedAt: 'ASC', id: 'ASC' },
    });
    const review = await manager.findOneBy(Review, { bookingId: id });
    return toBookingDetailDto(Object.assign(booking, { chef }), history, review, new Date());
  }
}
