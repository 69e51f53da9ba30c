import { Button, groupThousands } from '@chefs/ui';
import { useEffect, useRef } from 'react';
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

/** "Showing 1–20 of 43 bookings" ("of about 50,003 users" for an estimated total; one total reads "1 booking"). */
export function pageSummary({
  page,
  pageSize,
  total,
  estimate = false,
  noun,
}: Pick<PagerProps, 'page' | 'pageSize' | 'total' | 'estimate' | 'noun'>): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const count = `${estimate ? 'about ' : ''}${groupThousands(String(total))}`;
  return `Showing ${from}–${to} of ${count} ${total === 1 ? noun.replace(/s$/, '') : noun}`;
}

/**
 * Previous and Next, with "Page 2 of 3"; pages are fetched from the server. The list says what it
 * shows ("Showing 1–20 of 43 bookings", pageSummary) in its own status region beside the pager.
 *
 * Next pressed on the way to the last page (or Previous to the first) is then disabled, which
 * dropped a keyboard user's focus to <body>: the other button takes it instead, so Tab and Enter
 * go on from the pager.
 */
export function Pager({ page, pageSize, total, estimate = false, onPage, noun, cursors }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The button pressed, until its page is drawn (a reload or Back onto a last page moves no focus).
  const pressed = useRef<'previous' | 'next' | null>(null);
  // Page 1 is the table's first rows, without a cursor; a page without a known neighbour goes by number.
  const previous = () => {
    pressed.current = 'previous';
    onPage(page - 1, page > 2 && cursors?.prev ? { before: cursors.prev } : undefined);
  };
  const next = () => {
    pressed.current = 'next';
    onPage(page + 1, cursors?.next ? { after: cursors.next } : undefined);
  };
  const lastPage = cursors ? cursors.next === null : !estimate && page >= pages;
  const firstPage = page <= 1;

  useEffect(() => {
    const which = pressed.current;
    pressed.current = null;
    const [button, other] = which === 'next' ? [nextRef, prevRef] : [prevRef, nextRef];
    const active = document.activeElement;
    // jsdom leaves focus on a button disabled under it; a browser drops it to <body>.
    const lost = active === button.current || active === document.body || active === null;
    if (which && button.current?.disabled && lost) other.current?.focus();
  }, [page]);

  return (
    <nav aria-label={`${noun} pages`} className="flex items-center gap-2">
      <Button ref={prevRef} variant="outline" size="sm" disabled={firstPage} onClick={previous}>
        Previous
      </Button>
      <span className="text-sm text-muted">
        Page {page} of {estimate ? 'about ' : ''}
        {groupThousands(String(pages))}
      </span>
      <Button ref={nextRef} variant="outline" size="sm" disabled={lastPage} onClick={next}>
        Next
      </Button>
    </nav>
  );
}
