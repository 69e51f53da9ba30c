import { type HTMLAttributes } from 'react';
import { cn } from '../cn';

/** A pulsing placeholder; hidden from assistive tech (announce loading with a status text instead). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  // Only round the corners by default, so a caller's `rounded-full` is not fighting `rounded-md`.
  const rounded = /(^|\s)rounded/.test(className ?? '') ? null : 'rounded-md';
  return <div aria-hidden="true" className={cn('animate-pulse bg-sand', rounded, className)} {...props} />;
}
