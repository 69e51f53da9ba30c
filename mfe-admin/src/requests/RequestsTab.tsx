import { ApiError, useAdminScheduleRequests, useMarkScheduleRequestHandled } from '@chefs/api-client';
import {
  SCHEDULE_REQUEST_STATES,
  TIME_SLOT_LABELS,
  type AdminScheduleRequestDto,
  type ScheduleRequestState,
} from '@chefs/contracts';
import { Button, formatDate, humanize, useToast, useSingleFlight } from '@chefs/ui';
import { CalendarClock, Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AdminListSection, emptyList, type AdminList } from '../common/AdminListSection';
import { useActionFailure } from '../common/useActionFailure';
import { oneOf, useTableParams } from '../common/useTableParams';

const PAGE_SIZE = 20;

const STATE_LABELS: Record<ScheduleRequestState, string> = { open: 'Open', closed: 'Handled' };
const STATE_OPTIONS = SCHEDULE_REQUEST_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }));

const OPEN: AdminList<'status'> = {
  noun: 'requests',
  description: 'Open schedule requests from customers, oldest first.',
  skeleton: { rows: 3, className: 'h-24 rounded-2xl', gap: 'space-y-3' },
  // "Handled" is what the Show select picks, not a filter to clear.
  noMatches: false,
  empty: emptyList(CalendarClock, 'No open requests', 'Schedule requests from customers appear here.'),
  filters: [{ key: 'status', label: 'Show', fallback: 'open', options: STATE_OPTIONS }],
};
const HANDLED: AdminList<'status'> = {
  ...OPEN,
  description: 'Requests an admin marked handled, the latest first.',
  empty: emptyList(CalendarClock, 'No handled requests yet', 'Requests marked handled appear here, the latest first.'),
};

/**
 * The open schedule requests from /schedule, oldest first; each can be marked handled. The
 * Show select (kept in the URL) lists the handled ones instead, last handled first.
 */
export function RequestsTab() {
  const table = useTableParams(['status'] as const);
  const state = oneOf(SCHEDULE_REQUEST_STATES, table.values.status) ?? 'open';
  const page = table.page;
  const requests = useAdminScheduleRequests({ page, pageSize: PAGE_SIZE, status: state, ...table.cursor });
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Handling the last request of a later page leaves that page empty: PagedList then shows the last page.

  // After a row leaves, keyboard focus goes to the row now in its place (else the last one, else
  // the heading), once the list without it has rendered.
  const [focusRow, setFocusRow] = useState<{ index: number } | null>(null);
  useEffect(() => {
    if (!focusRow) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-mark-handled]') ?? [];
    (buttons[Math.min(focusRow.index, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [focusRow]);

  return (
    <AdminListSection list={state === 'open' ? OPEN : HANDLED} table={table} query={requests} headingRef={headingRef}>
      {(items) => (
        <ul ref={listRef} className="space-y-3" aria-label={state === 'open' ? 'Open requests' : 'Handled requests'}>
          {items.map((r, index) => (
            <RequestItem key={r.id} request={r} onHandled={() => setFocusRow({ index })} />
          ))}
        </ul>
      )}
    </AdminListSection>
  );
}

function RequestItem({ request: r, onHandled }: { request: AdminScheduleRequestDto; onHandled: () => void }) {
  const who = r.customerName ?? r.customerEmail;
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium break-words text-ink">{who}</h3>
          <p className="text-sm break-all text-muted">{r.customerEmail}</p>
        </div>
        <p className="text-sm text-muted">Sent {formatDate(r.createdAt)}</p>
      </div>
      <p className="mt-2 text-sm text-ink">
        {humanize(r.bookingType)}
        {r.recurringFrequency ? ` (${humanize(r.recurringFrequency)})` : ''} · {TIME_SLOT_LABELS[r.timeSlot]} ·{' '}
        {r.dates.map((d) => formatDate(d)).join(', ')}
      </p>
      {r.notes ? <p className="mt-1 text-sm break-words text-muted">{r.notes}</p> : null}
      <div className="mt-3 flex justify-end">
        {r.status === 'open' ? (
          <MarkHandledButton request={r} who={who} onHandled={onHandled} />
        ) : (
          <p className="text-sm text-muted">{r.handledAt ? `Handled ${formatDate(r.handledAt)}` : 'Handled'}</p>
        )}
      </div>
    </li>
  );
}

function MarkHandledButton({
  request,
  who,
  onHandled,
}: {
  request: AdminScheduleRequestDto;
  who: string;
  onHandled: () => void;
}) {
  const mark = useMarkScheduleRequestHandled();
  const { toast } = useToast();
  const failed = useActionFailure();
  // Once per press, however fast the second click comes: a second PATCH would be refused (409).
  const { run, busy } = useSingleFlight<void>();

  const markHandled = async () => {
    try {
      await mark.mutateAsync(request.id);
      toast({ title: 'Request marked handled', description: `The request from ${who} is closed.` });
      onHandled();
    } catch (error) {
      // Either way the request is no longer open, and it has left the list.
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: 'Already handled', description: 'Another admin marked this request handled.' });
        return onHandled();
      }
      if (error instanceof ApiError && error.status === 404) {
        toast({ title: 'Error', description: 'This request no longer exists.', variant: 'destructive' });
        return onHandled();
      }
      // Anything else as every admin action: a 401 signs in again.
      failed(error, 'Failed to mark request handled');
    }
  };

  return (
    <Button
      size="sm"
      variant="outline"
      data-mark-handled=""
      busy={busy}
      aria-label={`Mark handled: request from ${who}, sent ${formatDate(request.createdAt)}`}
      onClick={() => void run(markHandled)}
    >
      <Check aria-hidden="true" className="h-4 w-4" />
      {busy ? 'Marking...' : 'Mark handled'}
    </Button>
  );
}
