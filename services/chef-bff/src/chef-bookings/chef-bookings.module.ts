import { Module } from '@nestjs/common';
import { ChefProfileModule } from '../chef-profile/chef-profile.module';
import { ChefBookingStatusService } from './chef-booking-status.service';
import { ChefBookingsController } from './chef-bookings.controller';
import { ChefBookingsService } from './chef-bookings.service';

@Module({
  imports: [ChefProfileModule],
  controllers: [ChefBookingsController],
  providers: [ChefBookingsService, ChefBookingStatusService],
})
export class ChefBookingsModule {}
