import { Button, groupThousands } from '@chefs/ui';
import { type PageCursor } from './useTableParams';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is the server's estimate (a table past 10,000 rows): said as "about". */
  estimate?: boolean;
  /**
   * Goes to a page; in a table paged by cursors, with where it starts (after this page's last
   * row, or before its first).
   */
  onPage: (page: number, cursor?: PageCursor) => void;
  /** A table paged by cursors (every admin table but the recipes): its neighbours' cursors, null for none. */
  cursors?: { next: string | null; prev: string | null };
  /** What the rows are, plural, for the summary: "bookings" (one total reads "1 booking"). */
  noun: string;
}

/** "Showing 1–20 of 43 bookings" with Previous and Next; pages are fetched from the server. */
export function Pager({ page, pageSize, total, estimate = false, onPage, noun, cursors }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Page 1 is the table's first rows, without a cursor; a page without a known neighbour goes by number.
  const previous = () => onPage(page - 1, page > 2 && cursors?.prev ? { before: cursors.prev } : undefined);
  const next = () => onPage(page + 1, cursors?.next ? { after: cursors.next } : undefined);
  const lastPage = cursors ? cursors.next === null : !estimate && page >= pages;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`${noun} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {from}–{to} of {estimate ? 'about ' : ''}
        {groupThousands(String(total))} {total === 1 ? noun.replace(/s$/, '') : noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={previous}>
          Previous
        </Button>
        <span className="text-sm text-muted">
          Page {page} of {estimate ? 'about ' : ''}
          {groupThousands(String(pages))}
        </span>
        <Button variant="outline" size="sm" disabled={lastPage} onClick={next}>
          Next
        </Button>
      </div>
    </nav>
  );
}
