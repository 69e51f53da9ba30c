import {
  ApiError,
  CUSTOMER_LOGGED_OUT,
  handleLoggedOut,
  isStaleRefusal,
  isUnauthorizedError,
  useCreateReview,
} from '@chefs/api-client';
import { REVIEW_RULES, validate } from '@chefs/contracts';
import {
  Button,
  draftStore,
  FormField,
  Textarea,
  toast,
  useDraftedState,
  useFocusFirstInvalid,
  useSingleFlight,
} from '@chefs/ui';
import { useMemo, useRef, useState } from 'react';
import { StarRatingInput } from './StarRatingInput';

type ReviewErrors = Partial<Record<keyof typeof REVIEW_RULES, string>>;

function reviewErrors(rating: number | null, comment: string): ReviewErrors {
  return Object.fromEntries(validate(REVIEW_RULES, { rating, comment }).map((e) => [e.field, e.message]));
}

interface ReviewValues {
  rating: number | null;
  comment: string;
}

const NO_REVIEW: ReviewValues = { rating: null, comment: '' };

/**
 * A review in progress (draftStore, @chefs/ui): the stars and words survive a reload and a lapsed
 * session's sign-in, which comes back to the booking; cleared once the review is in. Only the
 * booking's customer sees its page, so the booking names the draft.
 */
const reviewDraft = (bookingId: number) =>
  draftStore<ReviewValues>(`reviewDraft:${bookingId}`, {
    accept: ({ rating, comment }) => ({
      rating: typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
      comment,
    }),
  });

/**
 * A completed booking's review: 1 to 5 stars and a few words (REVIEW_RULES). `onSubmitted` is told
 * once the review is in, when this form has already given way to it.
 */
export function ReviewForm({ bookingId, onSubmitted }: { bookingId: number; onSubmitted: () => void }) {
  const draft = useMemo(() => reviewDraft(bookingId), [bookingId]);
  const { values, setValues } = useDraftedState(draft, NO_REVIEW);
  const { rating, comment } = values;
  const setRating = (n: number) => setValues((v) => ({ ...v, rating: n }));
  const setComment = (text: string) => setValues((v) => ({ ...v, comment: text }));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReviewErrors>({});
  const create = useCreateReview();
  const flight = useSingleFlight<void>();
  const formRef = useRef<HTMLFormElement>(null);
  // A failed check (or the server's 400) puts the focus on the first field to fix, the rating first.
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const errors = tried ? { ...reviewErrors(rating, comment), ...serverErrors } : serverErrors;

  // mutateAsync, not mutate's callbacks: success replaces this form with the review (the cached
  // booking changes), and a mutate callback of an unmounted component never runs. One review
  // however often the button is clicked (useSingleFlight); it waits until the answer.
  const submit = () => {
    setTried(true);
    if (rating === null || Object.keys(reviewErrors(rating, comment)).length > 0) {
      focusFirstInvalid();
      return;
    }
    void flight.run(async () => {
      try {
        await create.mutateAsync({ bookingId, rating, comment: comment.trim() });
        draft.clear();
        toast({ title: 'Review Submitted', description: 'Thank you for sharing your experience!' });
        onSubmitted();
      } catch (error) {
        if (isUnauthorizedError(error)) return handleLoggedOut(CUSTOMER_LOGGED_OUT);
        const body = error instanceof ApiError ? error.body : null;
        if (error instanceof ApiError && error.status === 400 && body?.errors) {
          setServerErrors(Object.fromEntries(body.errors.map((e) => [e.field, e.message])));
          focusFirstInvalid();
        }
        const refused = isStaleRefusal(error);
        // The page is out of date (reviewed in another tab, say): useCreateReview reads the booking
        // again, which shows it as it is, the review there once it is in, taking the focus as after a send.
        if (refused) onSubmitted();
        toast({
          title: 'Review Not Sent',
          description: refused ? error.userMessage : "We couldn't send your review. Please try again.",
          variant: 'destructive',
        });
      }
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Review this booking"
      aria-busy={flight.busy}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
        {/* Busy, not disabled: the focus stays on it while the review is sent. */}
        <Button type="submit" busy={flight.busy}>
          {flight.busy ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
