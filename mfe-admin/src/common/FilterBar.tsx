import { type ReactNode } from 'react';

/**
 * The filters above an admin table, a search landmark named for the table: one row from sm up;
 * on a phone a two-column grid (each control full width unless it says it is half).
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className="mb-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      {children}
    </div>
  );
}
