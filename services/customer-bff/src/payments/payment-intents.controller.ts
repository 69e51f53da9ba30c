import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import type { PaymentIntentDto } from '@chefs/contracts';
import { CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import { PaymentIntentsService } from './payment-intents.service';

@ApiTags('payments')
@Controller('api/create-payment-intent')
export class PaymentIntentsController {
  constructor(private readonly intents: PaymentIntentsService) {}

  /**
   * The client secret of the booking's one PaymentIntent (created on the first call). 409 when
   * paid or no longer payable; 503 when payments are not configured or Stripe is unreachable.
   */
  @Post()
  @HttpCode(200)
  @Roles('customer')
  create(@CurrentUser() user: SessionUser, @Body() body: CreatePaymentIntentDto): Promise<PaymentIntentDto> {
    return this.intents.forBooking(user.id, body.bookingId);
  }
}
