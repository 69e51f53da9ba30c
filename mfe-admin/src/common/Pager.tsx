import { Button, groupThousands } from '@chefs/ui';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is the server's estimate (a table past 10,000 rows): said as "about". */
  estimate?: boolean;
  onPage: (page: number) => void;
  /** What the rows are, plural, for the summary: "bookings" (one total reads "1 booking"). */
  noun: string;
}

/** "Showing 1–20 of 43 bookings" with Previous and Next; pages are fetched from the server. */
export function Pager({ page, pageSize, total, estimate = false, onPage, noun }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`${noun} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {from}–{to} of {estimate ? 'about ' : ''}
        {groupThousands(String(total))} {total === 1 ? noun.replace(/s$/, '') : noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-muted">
          Page {page} of {estimate ? 'about ' : ''}
          {groupThousands(String(pages))}
        </span>
        <Button variant="outline" size="sm" disabled={!estimate && page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
