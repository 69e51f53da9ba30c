import { useAdminScheduleRequests } from '@chefs/api-client';
import { TIME_SLOT_LABELS } from '@chefs/contracts';
import { EmptyState, formatDate, humanize } from '@chefs/ui';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '../common/PagedList';

const PAGE_SIZE = 20;

/** The open schedule requests from /schedule, oldest first. */
export function RequestsTab() {
  const [page, setPage] = useState(1);
  const requests = useAdminScheduleRequests({ page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="admin-requests-heading">
      <div className="mb-4">
        <h2 id="admin-requests-heading" className="text-xl font-semibold text-brand-900">
          Requests
        </h2>
        <p className="text-sm text-muted">Open schedule requests from customers, oldest first.</p>
      </div>
      <PagedList
        query={requests}
        noun="requests"
        skeleton={{ rows: 3, className: 'h-24 rounded-2xl', gap: 'space-y-3' }}
        empty={
          <EmptyState
            level={3}
            icon={<CalendarClock className="h-6 w-6" />}
            title="No open requests"
            description="Schedule requests from customers appear here."
          />
        }
        onPage={setPage}
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Open requests">
            {items.map((r) => (
              <li key={r.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-medium text-ink">{r.customerName ?? r.customerEmail}</h3>
                    <p className="text-sm break-all text-muted">{r.customerEmail}</p>
                  </div>
                  <p className="text-sm text-muted">Sent {formatDate(r.createdAt)}</p>
                </div>
                <p className="mt-2 text-sm text-ink">
                  {humanize(r.bookingType)}
                  {r.recurringFrequency ? ` (${humanize(r.recurringFrequency)})` : ''} · {TIME_SLOT_LABELS[r.timeSlot]}{' '}
                  · {r.dates.map((d) => formatDate(d)).join(', ')}
                </p>
                {r.notes ? <p className="mt-1 text-sm text-muted">{r.notes}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
