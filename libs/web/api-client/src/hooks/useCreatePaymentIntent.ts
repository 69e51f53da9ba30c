import { PAYMENT_ERROR_CODES, type CreatePaymentIntentRequest, type PaymentIntentDto } from '@chefs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { apiRequest } from '../api-request';

/**
 * POST /api/create-payment-intent {bookingId} (signed in): the client secret of the booking's
 * one PaymentIntent, with the publishable key and, where a local stand-in serves it, the
 * Stripe.js URL. The amount always comes from the booking. Fails with an ApiError whose
 * `body.code` says why: 409 `payment_already_completed` (the cached booking is then read
 * again) or `payment_not_payable`, 503 `payment_not_configured` or `payment_unavailable`,
 * 404 for a booking that is not the caller's, 401 when signed out.
 */
export function useCreatePaymentIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreatePaymentIntentRequest) =>
      apiRequest<PaymentIntentDto>('POST', '/api/create-payment-intent', request),
    onError: async (error, { bookingId }) => {
      if (error instanceof ApiError && error.body?.code === PAYMENT_ERROR_CODES.alreadyPaid)
        await queryClient.invalidateQueries({ queryKey: ['/api/bookings', bookingId] });
    },
  });
}
