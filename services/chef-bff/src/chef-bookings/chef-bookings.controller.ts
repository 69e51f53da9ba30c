import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import { MESSAGES, type BookingDto, type BookingPageDto } from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { ChefBookingStatusService } from './chef-booking-status.service';
import { ChefBookingsService } from './chef-bookings.service';
import { ChefBookingStatusDto } from './dto/chef-booking-status.dto';
import { ChefBookingsQuery } from './dto/chef-bookings.query';

@ApiTags('chef portal')
@Controller('api')
export class ChefBookingsController {
  constructor(
    private readonly bookings: ChefBookingsService,
    private readonly statuses: ChefBookingStatusService,
  ) {}

  /**
   * The caller's own bookings, newest event first, a page at a time (`nextCursor` null on the
   * last); `status` keeps only those in it.
   */
  @Get('chef-bookings')
  @Roles('chef')
  list(@CurrentUser() user: SessionUser, @Query() query: ChefBookingsQuery): Promise<BookingPageDto> {
    return this.bookings.listOwn(user.id, query.limit, query.cursor, query.status);
  }

  /** Accept (confirmed) or Decline (cancelled, refunding a paid booking) a pending booking of the caller's. */
  @Patch('bookings/:id/status')
  @Roles('chef')
  setStatus(
    @CurrentUser() user: SessionUser,
    @Param('id', new EntityIdPipe(MESSAGES.booking.notFound)) id: number,
    @Body() body: ChefBookingStatusDto,
  ): Promise<BookingDto> {
    return this.statuses.setStatus(user, id, body.status);
  }
}
