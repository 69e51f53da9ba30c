import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking, toBookingDto } from '@chefs/db';
import type { BookingDto } from '@chefs/contracts';

@Injectable()
export class AdminBookingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every booking, most recently made first. */
  async list(): Promise<BookingDto[]> {
    const bookings = await this.dataSource
      .getRepository(Booking)
      .find({ relations: { chef: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return bookings.map(toBookingDto);
  }
}
