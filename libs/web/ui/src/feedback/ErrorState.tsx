import { CircleAlert } from 'lucide-react';
import { Button } from '../button/Button';
import { cn } from '../cn';

export interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A failed load: says so plainly and offers a retry. */
export function ErrorState({
  title = 'Something went wrong',
  description = 'We could not load this right now. Please try again.',
  onRetry,
  retryLabel = 'Try again',
  className,
}: ErrorStateProps) {
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
        <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
