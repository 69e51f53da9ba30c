import { CircleAlert } from 'lucide-react';
import { type RefObject } from 'react';
import { Button } from '../button/Button';
import { cn } from '../cn';

export interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
  /**
   * Where the focus waits once Try again is pressed, before `onRetry`: an element that stays (the
   * page's or section's heading with tabIndex -1, a tab panel, <main>), or a function finding it.
   * The button goes with this message when the read comes back, and the focus of whoever pressed it
   * fell to <body>: a keyboard user started again from the top, a screen reader said nothing.
   */
  retryFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);
  retryLabel?: string;
  className?: string;
}

/** A failed load: says so plainly and offers a retry. */
export function ErrorState({
  title = 'Something went wrong',
  description = 'We could not load this right now. Please try again.',
  onRetry,
  retryFocus,
  retryLabel = 'Try again',
  className,
}: ErrorStateProps) {
  const retry = () => {
    const target = typeof retryFocus === 'function' ? retryFocus() : retryFocus?.current;
    target?.focus({ preventScroll: true });
    onRetry?.();
  };
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-[var(--radius-card)] border border-red-200 bg-red-50/60 px-6 py-8 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mb-3 h-8 w-8 text-red-700" />
      <p className="text-base font-semibold text-ink">{title}</p>
      <p className="mt-1 max-w-md text-sm text-muted">{description}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-4" onClick={retry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
