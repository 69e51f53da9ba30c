import { cn, FieldError } from '@chefs/ui';
import { Star } from 'lucide-react';
import { useState } from 'react';

export interface StarRatingInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** "Your rating": five radio buttons drawn as stars (arrow keys move between them, as in any radio group). */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const errorId = error ? 'review-rating-error' : undefined;
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Your rating</legend>
      <div className="flex gap-1" onMouseLeave={() => setHover(null)}>
        {STARS.map((n) => (
          <span key={n}>
            <input
              id={`review-rating-${n}`}
              type="radio"
              name="review-rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={`review-rating-${n}`}
              onMouseEnter={() => setHover(n)}
              className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-full peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-copper-500"
            >
              <Star
                aria-hidden="true"
                className={cn('h-7 w-7', n <= shown ? 'fill-copper-500 text-copper-600' : 'text-muted/70')}
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          </span>
        ))}
      </div>
      <FieldError id="review-rating-error" message={error} />
    </fieldset>
  );
}
