import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import { MESSAGES, type BookingDetailDto, type BookingDto, type BookingPageDto } from '@chefs/contracts';
import { BookingPageQuery, EntityIdPipe, RateLimited } from '@chefs/server-core';
import { BookingCancellationService } from './booking-cancellation.service';
import { BookingCreationService } from './booking-creation.service';
import { BookingsService } from './bookings.service';
import { CreateBookingDto } from './dto/create-booking.dto';

const bookingId = () => new EntityIdPipe(MESSAGES.booking.notFound);

@ApiTags('bookings')
@Controller('api/bookings')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly creation: BookingCreationService,
    private readonly cancellation: BookingCancellationService,
  ) {}

  /** The caller's bookings, newest event first, a page at a time (`nextCursor` null on the last). */
  @Get()
  @Roles('customer')
  list(@CurrentUser() user: SessionUser, @Query() query: BookingPageQuery): Promise<BookingPageDto> {
    return this.bookings.listOwn(user.id, query.limit, query.cursor);
  }

  /** One of the caller's bookings in full; anyone else's answers 404. */
  @Get(':id')
  @Roles('customer')
  get(@CurrentUser() user: SessionUser, @Param('id', bookingId()) id: number): Promise<BookingDetailDto> {
    return this.bookings.getOwnDetail(user.id, id);
  }

  /** Books a chef (201): pending and unpaid, priced on the server; 409 when the slot is taken. */
  @Post()
  @Roles('customer')
  @RateLimited('booking')
  create(@CurrentUser() user: SessionUser, @Body() body: CreateBookingDto): Promise<BookingDto> {
    return this.creation.create(user, body);
  }

  /** Cancels the caller's booking (refunding a paid one in full); 409 when it may not be cancelled. */
  @Post(':id/cancel')
  @HttpCode(200)
  @Roles('customer')
  cancel(@CurrentUser() user: SessionUser, @Param('id', bookingId()) id: number): Promise<BookingDetailDto> {
    return this.cancellation.cancel(user.id, id);
  }
}
