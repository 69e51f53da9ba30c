import { Module } from '@nestjs/common';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminBookingsService } from './admin-bookings.service';

@Module({ controllers: [AdminBookingsController], providers: [AdminBookingsService] })
export class AdminBookingsModule {}
