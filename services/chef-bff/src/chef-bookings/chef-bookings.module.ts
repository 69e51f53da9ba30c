import { Module } from '@nestjs/common';
import { ChefProfileModule } from '../chef-profile/chef-profile.module';
import { ChefBookingsController } from './chef-bookings.controller';
import { ChefBookingsService } from './chef-bookings.service';

@Module({ imports: [ChefProfileModule], controllers: [ChefBookingsController], providers: [ChefBookingsService] })
export class ChefBookingsModule {}
