import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking, toBookingDto } from '@chefs/db';
import { notFound } from '@chefs/server-core';
import type { BookingDto } from '@chefs/contracts';

export const BOOKING_NOT_FOUND = 'Booking Not Found';

/** A customer's own bookings; another customer's booking does not exist for them. */
@Injectable()
export class BookingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest event first. */
  async listOwn(customerId: string): Promise<BookingDto[]> {
    const bookings = await this.dataSource.getRepository(Booking).find({
      where: { customerId },
      relations: { chef: true },
      order: { eventDate: 'DESC', createdAt: 'DESC', id: 'DESC' },
    });
    return bookings.map(toBookingDto);
  }

  async getOwn(customerId: string, id: number): Promise<BookingDto> {
    const booking = await this.dataSource
      .getRepository(Booking)
      .findOne({ where: { id, customerId }, relations: { chef: true } });
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    return toBookingDto(booking);
  }
}
