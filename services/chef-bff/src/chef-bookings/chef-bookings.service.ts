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
   * no profile is "Chef Not Found".
   */
  async listOwn(userId: string, limit = BOOKINGS_PAGE_SIZE, cursor?: string): Promise<BookingPageDto> {
    const after = cursor ? decodeBookingCursor(cursor) : null;
    const chef = await this.profiles.ownChef(userId);
    const query = this.dataSource
      .getRepository(Booking)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.chef', 'chef')
      .where('b.chefId = :chefId', { chefId: chef.id })
      .orderBy('b.eventDate', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .limit(limit + 1);
    if (after) query.andWhere('(b.eventDate, b.id) < (:eventDate::date, :id)', after);
    const rows = await query.getMany();
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toBookingDto),
      nextCursor: rows.length > limit ? encodeBookingCursor({ eventDate: last.eventDate, id: last.id }) : null,
    };
  }
}
