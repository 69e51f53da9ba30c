import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { BookingDto } from '@chefs/contracts';
import { AdminBookingsService } from './admin-bookings.service';

@ApiTags('admin')
@Controller('api/admin/bookings')
export class AdminBookingsController {
  constructor(private readonly bookings: AdminBookingsService) {}

  @Get()
  @Roles('admin')
  list(): Promise<BookingDto[]> {
    return this.bookings.list();
  }
}
