import { type ReactNode } from 'react';

/** The row of filters above an admin table: a search landmark named for the table. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-3">
      {children}
    </div>
  );
}
