import { type BookingDetailDto, type CreateReviewRequest } from '@chefs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { isStaleRefusal } from './refresh-bookings';

/**
 * POST /api/reviews (signed in): reviews one of the customer's completed bookings, once
 * (rating 1 to 5 and a comment). 201 on success; 400 with field messages; 409 when the booking
 * is not completed or already reviewed. Success shows the review on the cached booking at once,
 * then refreshes that booking and the chefs' reviews; a 409 refreshes the booking too (reviewed
 * in another tab, say: the page then shows that review).
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReviewRequest) => apiRequest<unknown>('POST', '/api/reviews', review),
    onSuccess: async (_answer, { bookingId, rating, comment }) => {
      queryClient.setQueryData<BookingDetailDto | null>(['/api/bookings', bookingId], (booking) =>
        booking
          ? { ...booking, review: { rating, comment, createdAt: new Date().toISOString() }, canReview: false }
          : booking,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/bookings', bookingId] }),
        queryClient.invalidateQueries({ queryKey: ['/api/reviews/chef'] }),
      ]);
    },
    onError: (error, { bookingId }) =>
      isStaleRefusal(error) ? queryClient.invalidateQueries({ queryKey: ['/api/bookings', bookingId] }) : undefined,
  });
}
