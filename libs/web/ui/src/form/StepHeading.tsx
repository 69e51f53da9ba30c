import { useEffect, useRef, type ReactNode } from 'react';

export interface StepHeadingProps {
  title: string;
  description?: ReactNode;
  /**
   * Move focus here when shown (after the user moved between steps), so screen readers hear the new
   * step; scroll-margin keeps it clear of a sticky page header.
   */
  autoFocus?: boolean;
}

/** The title of one step of a wizard. Render it with `key` set to the step so it mounts anew each step. */
export function StepHeading({ title, description, autoFocus = false }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <div className="mb-6">
      <h2 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-ink outline-none">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
    </div>
  );
}
