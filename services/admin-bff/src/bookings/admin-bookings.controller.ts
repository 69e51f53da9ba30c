import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import { MESSAGES, type AdminBookingPageDto, type BookingDto } from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { AdminBookingsService } from './admin-bookings.service';
import { ListAdminBookingsQuery } from './dto/admin-bookings.query';
import { UpdateBookingStatusDto } from './dto/update-booking-status.dto';

@ApiTags('admin')
@Controller('api/admin/bookings')
export class AdminBookingsController {
  constructor(private readonly bookings: AdminBookingsService) {}

  /** Every booking, a page at a time, sorted on the server. */
  @Get()
  @Roles('admin')
  list(@Query() query: ListAdminBookingsQuery): Promise<AdminBookingPageDto> {
    return this.bookings.list(query);
  }

  /** Sets a booking's status (409 when unchanged; cancelling a paid one refunds it, 503 if Stripe fails). */
  @Patch(':id/status')
  @Roles('admin')
  setStatus(
    @CurrentUser() user: SessionUser,
    @Param('id', new EntityIdPipe(MESSAGES.booking.notFound)) id: number,
    @Body() body: UpdateBookingStatusDto,
  ): Promise<BookingDto> {
    return this.bookings.setStatus(user, id, body.status);
  }
}
