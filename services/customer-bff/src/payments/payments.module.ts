import { Module } from '@nestjs/common';
import { PaymentIntentsController } from './payment-intents.controller';
import { PaymentIntentsService } from './payment-intents.service';
import { PaymentStateService } from './payment-state.service';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';

/** The checkout's PaymentIntent, Stripe's webhooks, and the payment state they both move. */
@Module({
  controllers: [PaymentIntentsController, StripeWebhookController],
  providers: [PaymentIntentsService, PaymentStateService, StripeWebhookService],
  exports: [PaymentStateService],
})
export class CustomerPaymentsModule {}
