import { type ReactNode, type Ref } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links offering the next step. */
  actions?: ReactNode;
  level?: 1 | 2 | 3 | 4;
  /** For moving focus to the title (a list just emptied says so where the keyboard is): it is then focusable by script. */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

export function EmptyState({ title, description, icon, actions, level = 3, titleRef, className }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-white/70 px-6 py-10 text-center',
        className,
      )}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-copper-50 text-copper-700"
        >
          {icon}
        </div>
      ) : null}
      <Heading
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className={cn('text-lg font-semibold text-ink', titleRef && cn('rounded', focusRing))}
      >
        {title}
      </Heading>
      {description ? <div className="mt-2 max-w-md text-sm text-muted">{description}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
