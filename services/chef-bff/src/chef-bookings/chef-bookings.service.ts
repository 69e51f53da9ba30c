import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking, toBookingDto } from '@chefs/db';
import { BOOKINGS_PAGE_SIZE, type BookingPageDto } from '@chefs/contracts';
import { decodeBookingCursor, encodeBookingCursor } from '@chefs/server-core';
import { ChefProfileService } from '../chef-profile/chef-profile.service';

/** Bookings of the caller's own chef profile, and no one else's. */
@Injectable()
export class ChefBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: ChefProfileService,
  ) {}

  /**
   * Newest event first, a page at a time on ix_bookings_chef (chef_id, event_date DESC, id DESC);
   * no profile is "Chef Not Found". One query: the caller's chef is a scalar subquery on
   * uq_chefs_user (the planner then walks the chef's index range in order), and a booking takes
   * only the chef's name; the profile is looked up alone only when the page is empty, to tell
   * "no bookings yet" from "no profile".
   */
  async listOwn(userId: string, limit = BOOKINGS_PAGE_SIZE, cursor?: string): Promise<BookingPageDto> {
    const after = cursor ? decodeBookingCursor(cursor) : null;
    const query = this.dataSource
      .getRepository(Booking)
      .createQueryBuilder('b')
      .innerJoin('b.chef', 'chef')
      .addSelect(['chef.id', 'chef.name'])
      .where('b.chefId = (SELECT own.id FROM chefs own WHERE own.user_id = :userId)', { userId })
      .orderBy('b.eventDate', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .limit(limit + 1);
    if (after) query.andWhere('(b.eventDate, b.id) < (:eventDate::date, :id)', after);
    const rows = await query.getMany();
    if (rows.length === 0) await this.profiles.ownChef(userId);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toBookingDto),
      nextCursor: rows.length > limit ? encodeBookingCursor({ eventDate: last.eventDate, id: last.id }) : null,
    };
  }
}
