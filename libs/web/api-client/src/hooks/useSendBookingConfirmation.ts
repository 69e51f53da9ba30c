import { type SendBookingConfirmationRequest, type SendBookingConfirmationResponse } from '@chefs/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * POST /api/send-booking-confirmation (signed in): queues the e-mail confirming a schedule
 * request, to the signed-in user's own address. Once per request id: `queued` is false when
 * it had already been sent.
 */
export function useSendBookingConfirmation() {
  return useMutation({
    mutationFn: (request: SendBookingConfirmationRequest) =>
      apiRequest<SendBookingConfirmationResponse>('POST', '/api/send-booking-confirmation', request),
  });
}
