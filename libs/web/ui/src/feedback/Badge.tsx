import { type HTMLAttributes } from 'react';
import { cn } from '../cn';

export type BadgeTone = 'neutral' | 'brand' | 'copper' | 'success' | 'warning' | 'info' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sand text-ink',
  brand: 'bg-brand-100 text-brand-900',
  copper: 'bg-copper-100 text-copper-800',
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  info: 'bg-sky-100 text-sky-900',
  danger: 'bg-red-100 text-red-900',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', tones[tone], className)}
      {...props}
    />
  );
}
