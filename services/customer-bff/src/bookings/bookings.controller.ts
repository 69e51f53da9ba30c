import { Controller, Get, Param } from '@nestjs/common';
import { EntityIdPipe } from '@chefs/server-core';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type SessionUser } from '@chefs/auth';
import type { BookingDto } from '@chefs/contracts';
import { BOOKING_NOT_FOUND, BookingsService } from './bookings.service';

@ApiTags('bookings')
@Controller('api/bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  /** The caller's bookings, newest event first. */
  @Get()
  @Authenticated()
  list(@CurrentUser() user: SessionUser): Promise<BookingDto[]> {
    return this.bookings.listOwn(user.id);
  }

  /** One of the caller's bookings; anyone else's answers 404. */
  @Get(':id')
  @Authenticated()
  get(
    @CurrentUser() user: SessionUser,
    @Param('id', new EntityIdPipe(BOOKING_NOT_FOUND)) id: number,
  ): Promise<BookingDto> {
    return this.bookings.getOwn(user.id, id);
  }
}
