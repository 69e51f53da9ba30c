import { type ReactNode } from 'react';
import { Card } from '../card/Card';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A short line under the value, e.g. "3 paid bookings". */
  hint?: ReactNode;
  /** Drop the hint on phones, where three cards share a row. */
  hideHintOnPhones?: boolean;
  icon?: ReactNode;
}

/** One number with its label; the label names the figure for screen readers too. */
export function StatCard({ label, value, hint, hideHintOnPhones = false, icon }: StatCardProps) {
  return (
    <Card padding="sm" className="flex items-start gap-3">
      {icon ? (
        <div
          aria-hidden="true"
          className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex"
        >
          {icon}
        </div>
      ) : null}
      <dl className="min-w-0">
        <dt className="text-sm font-medium text-muted">{label}</dt>
        <dd className="mt-0.5 font-display text-xl font-semibold text-ink sm:text-2xl">{value}</dd>
        {hint ? (
          <dd className={hideHintOnPhones ? 'mt-0.5 hidden text-xs text-muted sm:block' : 'mt-0.5 text-xs text-muted'}>
            {hint}
          </dd>
        ) : null}
      </dl>
    </Card>
  );
}
