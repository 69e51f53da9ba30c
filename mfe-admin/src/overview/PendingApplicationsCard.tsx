import { type AdminOverviewDto } from '@chefs/contracts';
import { Avatar, Button, Card, CardHeader, formatDate, humanize } from '@chefs/ui';
import { useRef } from 'react';
import { useApplicationDecision } from '../applications/useApplicationDecision';
import { useFocusRescue } from '../common/useFocusRescue';

/** Up to 5 applications awaiting a decision, each with an approve button (the rest is in the Applications tab). */
export function PendingApplicationsCard({ applications }: { applications: AdminOverviewDto['pendingApplications'] }) {
  // One decision at a time for the whole card: an approved row leaves once the overview is read
  // again, and the row moving up into its place must not take a second press meant for it.
  const { decide, isPending, pending } = useApplicationDecision();
  const approving = (id: number) => pending?.id === id;
  // An approved row leaves with its button: the card's title takes the focus, not <body>.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const rescue = useFocusRescue<HTMLDivElement>(titleRef);
  return (
    <Card role="region" aria-labelledby="admin-pending-applications">
      <CardHeader
        titleId="admin-pending-applications"
        titleRef={titleRef}
        title="Pending Applications"
        description="Chefs waiting for review."
      />
      <div ref={rescue.ref} onFocus={rescue.onFocus}>
        {applications.length === 0 ? (
          <p className="rounded-xl bg-cream p-4 text-sm text-muted">No applications waiting for review.</p>
        ) : (
          <ul className="divide-y divide-line">
            {applications.slice(0, 5).map((application) => (
              // On a phone the date drops under the name, so the name keeps the row's width; from
              // sm up the four sit on one line.
              <li
                key={application.id}
                className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto]"
              >
                <Avatar name={application.fullName} size="sm" className="row-span-2 sm:row-span-1" />
                <div className="min-w-0">
                  {/* Cut short on a narrow screen; the whole name and specialty on hover. */}
                  <p className="truncate font-medium text-ink" title={application.fullName}>
                    {application.fullName}
                  </p>
                  <p className="truncate text-sm text-muted" title={humanize(application.specialty)}>
                    {humanize(application.specialty)}
                  </p>
                </div>
                <p className="col-start-2 row-start-2 text-sm text-muted sm:col-start-auto sm:row-start-auto">
                  Applied {formatDate(application.applicationDate)}
                </p>
                <Button
                  size="sm"
                  className="col-start-3 row-span-2 row-start-1 sm:col-start-auto sm:row-span-1 sm:row-start-auto"
                  busy={approving(application.id)}
                  disabled={isPending && !approving(application.id)}
                  aria-label={`${approving(application.id) ? 'Approving' : 'Approve'} ${application.fullName}`}
                  onClick={() => void decide(application.id, 'approved').catch(() => undefined)}
                >
                  {approving(application.id) ? 'Approving...' : 'Approve'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
