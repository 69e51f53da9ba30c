import { type BookingDetailDto } from '@chefs/contracts';
import { Card, CardHeader, formatDate } from '@chefs/ui';
import { StarRating } from '../common/StarRating';
import { ReviewForm } from './ReviewForm';

/** The customer's review of a completed booking, or the form to write it; nothing before completion. */
export function ReviewSection({ booking }: { booking: BookingDetailDto }) {
  if (booking.review) {
    return (
      <Card>
        <CardHeader title="Your Review" />
        <StarRating rating={booking.review.rating} />
        <p className="mt-2 whitespace-pre-line wrap-anywhere text-ink">{booking.review.comment}</p>
        <p className="mt-1 text-sm text-muted">{formatDate(booking.review.createdAt)}</p>
      </Card>
    );
  }
  if (!booking.canReview) return null;
  return (
    <Card>
      <CardHeader title="Review Your Experience" description={`How was your time with ${booking.chefName}?`} />
      <ReviewForm bookingId={booking.id} />
    </Card>
  );
}
