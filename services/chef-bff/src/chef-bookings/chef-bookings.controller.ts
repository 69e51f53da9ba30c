import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type SessionUser } from '@chefs/auth';
import type { BookingDto } from '@chefs/contracts';
import { ChefBookingsService } from './chef-bookings.service';

@ApiTags('chef portal')
@Controller('api/chef-bookings')
export class ChefBookingsController {
  constructor(private readonly bookings: ChefBookingsService) {}

  @Get()
  @Authenticated()
  list(@CurrentUser() user: SessionUser): Promise<BookingDto[]> {
    return this.bookings.listOwn(user.id);
  }
}
