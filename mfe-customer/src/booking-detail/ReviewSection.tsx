import { type BookingDetailDto } from '@chefs/contracts';
import { Card, CardHeader, formatDate } from '@chefs/ui';
import { useEffect, useRef, useState } from 'react';
import { StarRating } from '../common/StarRating';
import { ReviewForm } from './ReviewForm';

/**
 * The customer's review of a completed booking, or the form to write it; nothing before completion.
 * Once a review is sent the form, and its Submit button under the keyboard's focus, give way to the
 * review: the focus goes to its title, for the review to be read from there.
 */
export function ReviewSection({ booking }: { booking: BookingDetailDto }) {
  const [submitted, setSubmitted] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shown = booking.review !== null;
  useEffect(() => {
    if (submitted && shown) titleRef.current?.focus();
  }, [submitted, shown]);

  if (booking.review) {
    return (
      <Card>
        <CardHeader title="Your Review" titleRef={titleRef} />
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
      <ReviewForm bookingId={booking.id} onSubmitted={() => setSubmitted(true)} />
    </Card>
  );
}
