import { Module } from '@nestjs/common';
import { CustomerPaymentsModule } from '../payments/payments.module';
import { BookingCancellationService } from './booking-cancellation.service';
import { BookingCreationService } from './booking-creation.service';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';

/** GET/POST /api/bookings, GET /api/bookings/:id, POST /api/bookings/:id/cancel. */
@Module({
  imports: [CustomerPaymentsModule],
  controllers: [BookingsController],
  providers: [BookingsService, BookingCreationService, BookingCancellationService],
})
export class BookingsModule {}
