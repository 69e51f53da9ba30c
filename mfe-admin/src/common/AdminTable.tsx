import { cn } from '@chefs/ui';
import { type ReactNode } from 'react';

/** One column of an admin table: its header and what each row shows in it. */
export interface AdminColumn<T> {
  header: string;
  /** The header is for screen readers only (a column of action buttons). */
  srOnlyHeader?: boolean;
  /** Right-aligned (amounts, prices, actions). */
  align?: 'right';
  /**
   * More classes of each cell ("font-medium text-ink", "whitespace-nowrap"); "wrap-anywhere" on
   * free text (names, e-mails), so that one long word wraps instead of widening its column until
   * the columns after it are pushed out of sight.
   */
  className?: string;
  cell: (row: T) => ReactNode;
}

/** What a row shows as a card on a phone: a title and a line under it, a thing beside them, and a footer. */
export interface AdminCard<T> {
  title: (row: T) => ReactNode;
  /** The title wraps (inside a long word too) instead of being cut short with an ellipsis. */
  wrapTitle?: boolean;
  detail: (row: T) => ReactNode;
  /** The detail line may break inside any word (e-mail addresses); else only inside one too long for the card. */
  breakDetail?: boolean;
  aside: (row: T) => ReactNode;
  /** Below the title, laid out by the caller (its own margin included); nothing when it returns null. */
  footer?: (row: T) => ReactNode;
}

export interface AdminTableProps<T extends { id: string | number }> {
  /** What the rows are ("Bookings"): the list's name and the table's caption. */
  label: string;
  rows: readonly T[];
  columns: readonly AdminColumn<T>[];
  card: AdminCard<T>;
  /**
   * The column the rows are sorted by and which way, said on its header cell (aria-sort) so a
   * screen reader tells it with the column; none when the order is not one of the columns.
   */
  sortedBy?: { header: string; direction: 'ascending' | 'descending' };
}

const cellClass = (column: { align?: 'right'; className?: string }) =>
  cn('px-4 py-3', column.align === 'right' && 'text-right', column.className);

/** A card's title: wrapped, or cut short with an ellipsis and then whole on hover (when it is text). */
function CardTitle({ wrap, children }: { wrap?: boolean; children: ReactNode }) {
  if (wrap) return <p className="font-medium break-words text-ink">{children}</p>;
  return (
    <p className="truncate font-medium text-ink" title={typeof children === 'string' ? children : undefined}>
      {children}
    </p>
  );
}

/** An admin table from md up; below, one card per row (nothing scrolls the page sideways). */
export function AdminTable<T extends { id: string | number }>({
  label,
  rows,
  columns,
  card,
  sortedBy,
}: AdminTableProps<T>) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <CardTitle wrap={card.wrapTitle}>{card.title(row)}</CardTitle>
                <p className={cn('text-sm text-muted', card.breakDetail ? 'break-all' : 'break-words')}>
                  {card.detail(row)}
                </p>
              </div>
              {card.aside(row)}
            </div>
            {card.footer?.(row)}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-cream text-xs tracking-wide text-muted uppercase">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={sortedBy?.header === column.header ? sortedBy.direction : undefined}
                  className={cn(cellClass({ align: column.align }), 'font-medium')}
                >
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.header} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
