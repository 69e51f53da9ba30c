import { Body, Controller, Get, Header, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import { MESSAGES, type AdminBookingPageDto, type BookingDto } from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { JSON_CONTENT_TYPE, type JsonText } from '../common/page-rows';
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
  @Header('content-type', JSON_CONTENT_TYPE)
  list(@Query() query: ListAdminBookingsQuery): Promise<JsonText<AdminBookingPageDto>> {
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
