import { MESSAGES } from '@chefs/contracts';
import { DomainError } from '@chefs/server-core';

/** 503: no Stripe keys are configured, so nothing can be paid or refunded. */
export const paymentNotConfigured = (): DomainError =>
  new DomainError('payment.not_configured', MESSAGES.payment.notConfigured);

/** 503: Stripe did not answer or refused the call; nothing was changed, try again. */
export const paymentUnavailable = (): DomainError =>
  new DomainError('payment.unavailable', MESSAGES.payment.unavailable);

/** The Stripe error code of a failed call (e.g. `charge_already_refunded`), if any. */
export function stripeErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const INVALID_SIGNATURE = 'The webhook signature could not be verified.';

/** 400: a webhook whose signature is missing or does not match its bytes. */
export const invalidWebhookSignature = (): DomainError =>
  new DomainError('payment.invalid_webhook_signature', INVALID_SIGNATURE);
