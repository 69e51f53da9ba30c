import { useAdminOperations } from '@chefs/api-client';
import { buttonClasses, Skeleton } from '@chefs/ui';
import { ListChecks, Mail } from 'lucide-react';

/** Where the board lives when the links cannot be loaded: the queue dashboard is always there. */
const QUEUE_DASHBOARD_FALLBACK = '/api/admin/queues';

/**
 * The operators' tools beside the dashboard's title: the queue dashboard (Bull Board: waiting,
 * delayed and failed jobs, with retry) and, in development, the mail viewer with every e-mail
 * sent. Each opens in a new tab so the dashboard stays where it was.
 */
export function OperationsLinks() {
  const operations = useAdminOperations();
  if (operations.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading operations links" className="flex gap-2">
        <Skeleton className="h-9 w-40 rounded-full" />
      </div>
    );
  }
  const queueDashboardUrl = operations.data?.queueDashboardUrl ?? QUEUE_DASHBOARD_FALLBACK;
  const mailViewerUrl = operations.data?.mailViewerUrl ?? null;
  const link = buttonClasses({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label="Operations" className="flex flex-wrap gap-2">
      <a href={queueDashboardUrl} target="_blank" rel="noopener noreferrer" className={link}>
        <ListChecks className="h-4 w-4" aria-hidden="true" />
        Queue dashboard
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {mailViewerUrl ? (
        <a href={mailViewerUrl} target="_blank" rel="noopener noreferrer" className={link}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Mail viewer
          <span className="sr-only"> (opens in a new tab, development only)</span>
        </a>
      ) : null}
    </nav>
  );
}
