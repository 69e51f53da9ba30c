export { PaymentsModule } from './payments.module';
export { PaymentsService, refundIdempotencyKey, type RefundableBooking } from './payments.service';
export {
  INVALID_SIGNATURE,
  invalidWebhookSignature,
  paymentNotConfigured,
  paymentUnavailable,
  stripeErrorCode,
} from './payment-errors';
export {
  createStripeClient,
  apiBaseOptions,
  STRIPE_TIMEOUT_MS,
  STRIPE_MAX_NETWORK_RETRIES,
  type StripeSettings,
} from './stripe-client';
