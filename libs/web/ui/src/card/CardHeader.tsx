import { type ReactNode, type Ref } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Heading level of the title; pick the one that fits the page outline. */
  level?: 2 | 3 | 4;
  /** Something on the right of the title, e.g. a "View All" link. */
  action?: ReactNode;
  /** Id of the title, for `aria-labelledby` on the card. */
  titleId?: string;
  /** For moving focus to the title (what just changed is here): the title is then focusable by script. */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

export function CardHeader({ title, description, level = 2, action, titleId, titleRef, className }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cn('mb-4 flex items-start justify-between gap-4', className)}>
      {/* A title or description may carry a name ("Meet {chef} before you book."): one long
          unbroken word wraps instead of running out of the card. */}
      <div className="min-w-0 wrap-anywhere">
        <Heading
          id={titleId}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className={cn('text-lg font-semibold text-ink sm:text-xl', titleRef && cn('rounded', focusRing))}
        >
          {title}
        </Heading>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
