import { type AdminOverviewDto } from '@chefs/contracts';
import { Avatar, Card, CardHeader, formatDate, humanize } from '@chefs/ui';

/** Up to 5 applications awaiting a decision (read-only here; decisions come with the Applications tab). */
export function PendingApplicationsCard({ applications }: { applications: AdminOverviewDto['pendingApplications'] }) {
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
            <li key={application.id} className="flex items-center gap-3 py-3">
              <Avatar name={application.fullName} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{application.fullName}</p>
                <p className="truncate text-sm text-muted">{humanize(application.specialty)}</p>
              </div>
              <p className="shrink-0 text-sm text-muted">Applied {formatDate(application.applicationDate)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
