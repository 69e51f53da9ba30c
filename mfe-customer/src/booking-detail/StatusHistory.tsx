import { type BookingStatusChangeDto } from '@chefs/contracts';
import { Card, CardHeader, humanize } from '@chefs/ui';
import { ACTOR_LABELS } from '../common/booking-labels';
import { formatInstant } from '../common/format-instant';

/** Every status change of the booking, oldest first: from → to, who, when, and why. */
export function StatusHistory({ history }: { history: BookingStatusChangeDto[] }) {
  return (
    <Card>
      <CardHeader title="Status History" titleId="status-history-title" />
      {history.length === 0 ? (
        <p className="text-sm text-muted">No changes yet.</p>
      ) : (
        <ol aria-labelledby="status-history-title" className="relative grid gap-5 border-l-2 border-line pl-5">
          {history.map((change, i) => (
            <li key={`${change.changedAt}-${i}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full border-2 border-white bg-brand-600"
              />
              <p className="font-medium text-ink">
                {change.fromStatus === null ? (
                  <>Booked as {humanize(change.toStatus)}</>
                ) : (
                  <>
                    {humanize(change.fromStatus)} <span aria-hidden="true">→</span>
                    <span className="sr-only">to</span> {humanize(change.toStatus)}
                  </>
                )}
              </p>
              <p className="text-sm text-muted">
                {ACTOR_LABELS[change.changedByRole] ?? humanize(change.changedByRole)} ·{' '}
                <time dateTime={change.changedAt}>{formatInstant(change.changedAt)}</time>
              </p>
              {change.reason ? <p className="mt-1 text-sm wrap-anywhere text-ink">{change.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
