import {
  ApiError,
  CUSTOMER_LOGGED_OUT,
  handleLoggedOut,
  isUnauthorizedError,
  useCreatePaymentIntent,
} from '@chefs/api-client';
import { MESSAGES, PAYMENT_ERROR_CODES, type PaymentIntentDto } from '@chefs/contracts';
import { toast } from '@chefs/ui';
import { useCallback, useEffect, useRef } from 'react';

export type CheckoutIntent =
  | { kind: 'loading' }
  | { kind: 'ready'; intent: PaymentIntentDto }
  | { kind: 'notConfigured' }
  | { kind: 'alreadyPaid' }
  | { kind: 'notPayable' }
  | { kind: 'failed'; description: string; retry: () => void };

const codeOf = (error: unknown) => (error instanceof ApiError ? error.body?.code : undefined);

/** Outcomes the page shows as its own screen rather than as a failure. */
const SCREENS: Record<string, 'notConfigured' | 'alreadyPaid' | 'notPayable'> = {
  [PAYMENT_ERROR_CODES.notConfigured]: 'notConfigured',
  [PAYMENT_ERROR_CODES.alreadyPaid]: 'alreadyPaid',
  [PAYMENT_ERROR_CODES.notPayable]: 'notPayable',
};

/**
 * Asks the server for the booking's PaymentIntent (mounted only while the booking is unpaid,
 * docs/product.md §7) once, and says what the checkout should show. Failures other than
 * the three screens toast as docs/product.md §8 says; a 401 signs in again.
 */
export function useCheckoutIntent(bookingId: number): CheckoutIntent {
  const create = useCreatePaymentIntent();
  const asked = useRef<number | null>(null);
  const { mutate } = create;

  const ask = useCallback(() => {
    mutate(
      { bookingId },
      {
        onError: (error) => {
          if (isUnauthorizedError(error)) return handleLoggedOut(CUSTOMER_LOGGED_OUT);
          if (SCREENS[codeOf(error) ?? '']) return;
          toast({
            title: 'Error',
            description: 'Failed to initialize payment. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }, [mutate, bookingId]);

  useEffect(() => {
    if (asked.current === bookingId) return;
    asked.current = bookingId;
    ask();
  }, [bookingId, ask]);

  if (create.isError) {
    const screen = SCREENS[codeOf(create.error) ?? ''];
    if (screen) return { kind: screen };
    const unavailable = codeOf(create.error) === PAYMENT_ERROR_CODES.unavailable;
    return {
      kind: 'failed',
      description: unavailable ? MESSAGES.payment.unavailable : 'Failed to initialize payment. Please try again.',
      retry: ask,
    };
  }
  if (create.data) {
    const { clientSecret, publishableKey } = create.data;
    return clientSecret && publishableKey ? { kind: 'ready', intent: create.data } : { kind: 'notConfigured' };
  }
  return { kind: 'loading' };
}
