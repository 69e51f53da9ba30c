import { type AdminOverviewDto } from '@chefs/contracts';
import { Avatar, Button, Card, CardHeader, formatDate, humanize } from '@chefs/ui';
import { useApplicationDecision } from '../applications/useApplicationDecision';

/** Up to 5 applications awaiting a decision, each with an approve button (the rest is in the Applications tab). */
export function PendingApplicationsCard({ applications }: { applications: AdminOverviewDto['pendingApplications'] }) {
  const { decide, isPending } = useApplicationDecision();
  return (
    <Card role="region" aria-labelledby="admin-pending-applications">
      <CardHeader
        titleId="admin-pending-applications"
        title="Pending Applications"
        description="Chefs waiting for review."
      />
      {applications.length === 0 ? (
        <p className="rounded-xl bg-cream p-4 text-sm text-muted">No applications waiting for review.</p>
      ) : (
        <ul className="divide-y divide-line">
          {applications.slice(0, 5).map((application) => (
            <li key={application.id} className="flex flex-wrap items-center gap-3 py-3">
              <Avatar name={application.fullName} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{application.fullName}</p>
                <p className="truncate text-sm text-muted">{humanize(application.specialty)}</p>
              </div>
              <p className="shrink-0 text-sm text-muted">Applied {formatDate(application.applicationDate)}</p>
              <Button
                size="sm"
                disabled={isPending}
                aria-label={`Approve ${application.fullName}`}
                onClick={() => void decide(application.id, 'approved').catch(() => undefined)}
              >
                Approve
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
