import type { BookingDetailDto, BookingReviewDto, BookingStatusChangeDto } from '@chefs/contracts';
import { toBookingDto, type Booking, type BookingStatusHistory, type Chef, type Review } from '@chefs/db';
import { cancellationPolicy } from './cancellation-policy';

/** Everything the booking detail screen shows; `history` oldest first. */
export function toBookingDetailDto(
  booking: Booking & { chef: Chef },
  history: BookingStatusHistory[],
  review: Review | null,
  now: Date,
): BookingDetailDto {
  return {
    ...toBookingDto(booking),
    chefName: booking.chef.name,
    chefSpecialty: booking.chef.specialty,
    chefProfileImage: booking.chef.profileImage,
    chefLocation: booking.chef.location,
    history: history.map(toStatusChangeDto),
    cancellation: cancellationPolicy(booking, now),
    review: review ? toBookingReviewDto(review) : null,
    canReview: booking.status === 'completed' && review === null,
  };
}

function toStatusChangeDto(row: BookingStatusHistory): BookingStatusChangeDto {
  return {
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    changedByRole: row.changedByRole,
    changedAt: row.changedAt.toISOString(),
    reason: row.reason,
  };
}

function toBookingReviewDto(review: Review): BookingReviewDto {
  return { rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() };
}
