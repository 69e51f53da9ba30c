import { PROFILE_REVIEW_LIMIT } from '@chefs/contracts';
import { useChefReviews } from '@chefs/api-client';
import {
  Card,
  CardHeader,
  EmptyState,
  ErrorState,
  formatDate,
  LoadingRegion,
  Skeleton,
  SkeletonGroup,
} from '@chefs/ui';
import { MessageSquareQuote } from 'lucide-react';
import { useRef } from 'react';
import { StarRating } from '../common/StarRating';

/** The chef's latest reviews, or a friendly note when there are none yet. */
export function ChefReviews({ chefId }: { chefId: number }) {
  const reviews = useChefReviews(chefId, { limit: PROFILE_REVIEW_LIMIT });
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="chef-reviews-title">
      <Card>
        <CardHeader title="Reviews" titleId="chef-reviews-title" titleRef={titleRef} />
        {reviews.isPending ? (
          <LoadingRegion label="Loading reviews…">
            <SkeletonGroup className="space-y-3">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </SkeletonGroup>
          </LoadingRegion>
        ) : reviews.isError ? (
          // The reviews take this message's place: the focus waits on the heading, not <body>.
          <ErrorState
            title="We couldn't load the reviews"
            onRetry={() => void reviews.refetch()}
            retryFocus={titleRef}
          />
        ) : reviews.data.length === 0 ? (
          <EmptyState
            icon={<MessageSquareQuote className="h-6 w-6" />}
            title="No reviews yet"
            description="Be the first to book and share how it went."
          />
        ) : (
          <ul className="divide-y divide-line">
            {reviews.data.map((review) => (
              <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                <StarRating rating={review.rating} />
                <p className="mt-2 text-ink">{review.comment}</p>
                <p className="mt-1 text-sm text-muted">
                  {review.customerName} · {formatDate(review.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
