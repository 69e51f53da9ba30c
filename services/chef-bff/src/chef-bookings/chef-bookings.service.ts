import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { bookingsNewestFirstJson, repeatedQuery } from '@chefs/db';
import { BOOKINGS_PAGE_SIZE, type BookingDto, type BookingPageDto, type BookingStatus } from '@chefs/contracts';
import { BOOKINGS_CURSOR_MESSAGE, bookingPage, decodeBookingCursor, readAfterCursor } from '@chefs/server-core';
import { ChefProfileService } from '../chef-profile/chef-profile.service';

/** Bookings of the caller's own chef profile, and no one else's. */
@Injectable()
export class ChefBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: ChefProfileService,
  ) {}

  /**
   * Newest event first, a page at a time on ix_bookings_chef (chef_id, event_date DESC, id DESC),
   * or with a `status` on ix_bookings_chef_status (chef_id, status, event_date DESC, id DESC); no
   * profile is "Chef Not Found". One query: the caller's chef is a scalar subquery on
   * uq_chefs_user (the planner then walks the chef's index range in order) and Postgres renders
   * the page as JSON (bookingsNewestFirstJson); the profile is looked up alone only when the
   * page is empty, to tell "no bookings yet" from "no profile".
   */
  async listOwn(
    userId: string,
    limit = BOOKINGS_PAGE_SIZE,
    cursor?: string,
    status?: BookingStatus,
  ): Promise<BookingPageDto> {
    const after = cursor ? decodeBookingCursor(cursor) : null;
    const [{ items: rows }] = await readAfterCursor(
      cursor,
      repeatedQuery<{ items: BookingDto[] }>(
        this.dataSource,
        bookingsNewestFirstJson('chef_id', '(SELECT own.id FROM chefs own WHERE own.user_id = $1)', after !== null, {
          status: status !== undefined,
        }),
        [userId, limit + 1, ...(status !== undefined ? [status] : []), ...(after ? [after.eventDate, after.id] : [])],
      ),
      BOOKINGS_CURSOR_MESSAGE,
    );
    if (rows.length === 0) await this.profiles.ownChef(userId);
    return bookingPage(rows, limit);
  }
}
