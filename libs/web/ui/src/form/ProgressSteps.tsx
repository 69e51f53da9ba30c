import { Check } from 'lucide-react';
import { cn } from '../cn';

export interface ProgressStepsProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The current step, 0-based. */
  current: number;
  /** Names the progress bar for screen readers, e.g. "Application progress". */
  label: string;
  className?: string;
}

/** "Step N of M", a progress bar and (from the small breakpoint up) the named steps. */
export function ProgressSteps({ steps, current, label, className }: ProgressStepsProps) {
  const total = steps.length;
  const position = Math.min(Math.max(current, 0), total - 1) + 1;
  const percent = Math.round((position / total) * 100);
  return (
    <div className={className}>
      <div className="mb-2 flex items-baseline justify-between gap-4 text-sm">
        <p className="font-medium text-brand-900">
          Step {position} of {total}
          <span className="text-muted sm:hidden">: {steps[position - 1]}</span>
        </p>
        <p className="text-muted" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={position}
        aria-valuetext={`Step ${position} of ${total}: ${steps[position - 1]}`}
        // Forced colors (Windows High Contrast) paint every background as the page's: the track gets
        // an edge and the fill the system's highlight colour, or the bar would vanish. With reduced
        // motion asked for, the fill jumps to the next step rather than sliding.
        className="h-2 overflow-hidden rounded-full bg-sand forced-colors:border forced-colors:border-[CanvasText]"
      >
        <div
          className="h-full rounded-full bg-copper-500 transition-[width] duration-300 motion-reduce:transition-none forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-4 hidden gap-2 sm:flex" aria-label="Steps">
        {steps.map((name, index) => {
          const done = index < position - 1;
          const active = index === position - 1;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex min-w-0 flex-1 items-center gap-2 text-xs font-medium',
                active ? 'text-brand-900' : done ? 'text-brand-700' : 'text-muted',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-[11px]',
                  active && 'border-brand-800 bg-brand-800 text-white',
                  done && 'border-brand-200 bg-brand-100 text-brand-800',
                  !active && !done && 'border-line bg-white text-muted',
                )}
              >
                {done ? <Check className="h-3.5 w-3.5" /> : index + 1}
              </span>
              {/* Wraps rather than truncates: at 200% zoom or with wider text spacing an ellipsis
                  cut the names to "Personal I…" and "Video & Q…". */}
              <span className="min-w-0 break-words">
                {name}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
