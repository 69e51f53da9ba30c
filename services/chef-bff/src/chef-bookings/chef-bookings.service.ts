import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking, toBookingDto } from '@chefs/db';
import type { BookingDto } from '@chefs/contracts';
import { ChefProfileService } from '../chef-profile/chef-profile.service';

/** Bookings of the caller's own chef profile, and no one else's. */
@Injectable()
export class ChefBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: ChefProfileService,
  ) {}

  /** Newest event first; no profile is "Chef Not Found". */
  async listOwn(userId: string): Promise<BookingDto[]> {
    const chef = await this.profiles.ownChef(userId);
    const bookings = await this.dataSource.getRepository(Booking).find({
      where: { chefId: chef.id },
      relations: { chef: true },
      order: { eventDate: 'DESC', createdAt: 'DESC', id: 'DESC' },
    });
    return bookings.map(toBookingDto);
  }
}
