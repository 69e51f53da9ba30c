import { ApiError, handleLoggedOut, isUnauthorizedError, useCreateReview } from '@chefs/api-client';
import { REVIEW_RULES, validate } from '@chefs/contracts';
import { Button, FormField, Textarea, toast } from '@chefs/ui';
import { useState } from 'react';
import { StarRatingInput } from './StarRatingInput';

type ReviewErrors = Partial<Record<keyof typeof REVIEW_RULES, string>>;

function reviewErrors(rating: number | null, comment: string): ReviewErrors {
  return Object.fromEntries(validate(REVIEW_RULES, { rating, comment }).map((e) => [e.field, e.message]));
}

/** A completed booking's review: 1 to 5 stars and a few words (REVIEW_RULES). */
export function ReviewForm({ bookingId }: { bookingId: number }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReviewErrors>({});
  const create = useCreateReview();
  const errors = tried ? { ...reviewErrors(rating, comment), ...serverErrors } : serverErrors;

  // mutateAsync, not mutate's callbacks: success replaces this form with the review (the cached
  // booking changes), and a mutate callback of an unmounted component never runs.
  const submit = async () => {
    setTried(true);
    if (create.isPending || rating === null || Object.keys(reviewErrors(rating, comment)).length > 0) return;
    try {
      await create.mutateAsync({ bookingId, rating, comment: comment.trim() });
      toast({ title: 'Review Submitted', description: 'Thank you for sharing your experience!' });
    } catch (error) {
      if (isUnauthorizedError(error)) return handleLoggedOut();
      const body = error instanceof ApiError ? error.body : null;
      if (error instanceof ApiError && error.status === 400 && body?.errors) {
        setServerErrors(Object.fromEntries(body.errors.map((e) => [e.field, e.message])));
      }
      toast({
        title: 'Review Not Sent',
        description:
          error instanceof ApiError && error.status === 409
            ? error.userMessage
            : "We couldn't send your review. Please try again.",
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      noValidate
      aria-label="Review this booking"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StarRatingInput
        value={rating}
        error={errors.rating}
        onChange={(n) => {
          setRating(n);
          setServerErrors(({ rating: _, ...rest }) => rest);
        }}
      />
      <FormField id="review-comment" label="Your review" error={errors.comment}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={2000}
            placeholder="What did you enjoy? Anything your chef should know?"
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setServerErrors(({ comment: _, ...rest }) => rest);
            }}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
