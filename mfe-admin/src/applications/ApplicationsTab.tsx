import { useAdminApplications } from '@chefs/api-client';
import { APPLICATION_STATUSES, type AdminApplicationDto, type ApplicationStatus } from '@chefs/contracts';
import { Badge, Button, formatDate, formatPrice, humanize, type BadgeTone } from '@chefs/ui';
import { Inbox } from 'lucide-react';
import { AdminListSection, emptyList, type AdminList } from '../common/AdminListSection';
import { oneOf, useTableParams } from '../common/useTableParams';
import { ApplicationDetails } from './ApplicationDetails';
import { RejectApplicationDialog } from './RejectApplicationDialog';
import { useApplicationDecision } from './useApplicationDecision';

const PAGE_SIZE = 10;

const STATUS: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending Review', tone: 'warning' },
  under_review: { label: 'Under Review', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};
const STATUS_OPTIONS = APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS[s].label }));

const LIST: AdminList<'status'> = {
  noun: 'applications',
  description: 'Approving creates the chef profile and gives the applicant the chef portal.',
  skeleton: { rows: 3, className: 'h-32 rounded-2xl', gap: 'space-y-3' },
  empty: emptyList(Inbox, 'No applications yet', 'Chef applications appear here as soon as they are submitted.'),
  filters: [{ key: 'status', label: 'Status', allLabel: 'All applications', options: STATUS_OPTIONS }],
};

/**
 * docs/product.md §2: chef applications with their status, each readable whole before deciding;
 * approve, mark under review, reject with a reason.
 */
export function ApplicationsTab() {
  const table = useTableParams(['status'] as const);
  const status = oneOf(APPLICATION_STATUSES, table.values.status);
  const applications = useAdminApplications({ page: table.page, pageSize: PAGE_SIZE, status, ...table.cursor });

  return (
    <AdminListSection list={LIST} table={table} query={applications}>
      {(items) => (
        <ul className="space-y-3" aria-label="Applications">
          {items.map((a) => (
            <ApplicationItem key={a.id} application={a} />
          ))}
        </ul>
      )}
    </AdminListSection>
  );
}

function ApplicationItem({ application: a }: { application: AdminApplicationDto }) {
  // One decision at a time for this application; the other applications' buttons stay live. The
  // pressed button is busy (still focused), its neighbours disabled.
  const { decide, isPending, pending } = useApplicationDecision();
  const running = pending?.status;
  const open = a.status === 'pending' || a.status === 'under_review';
  const status = STATUS[a.status];
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink">{a.fullName}</h3>
          <p className="text-sm break-all text-muted">{a.email}</p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Specialty</dt>
          <dd className="break-words text-ink">{humanize(a.specialty)}</dd>
        </div>
        <div>
          <dt className="text-muted">Location</dt>
          <dd className="break-words text-ink">{a.location}</dd>
        </div>
        <div>
          <dt className="text-muted">Price</dt>
          <dd className="text-ink">{formatPrice(a.pricePerPerson)} / person</dd>
        </div>
        <div>
          <dt className="text-muted">Applied</dt>
          <dd className="text-ink">{formatDate(a.applicationDate)}</dd>
        </div>
      </dl>
      <ApplicationDetails application={a} />
      {a.status === 'rejected' && a.rejectionReason ? (
        <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm break-words text-red-900">Reason: {a.rejectionReason}</p>
      ) : null}
      {open ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            busy={running === 'approved'}
            disabled={isPending && running !== 'approved'}
            aria-label={`${running === 'approved' ? 'Approving' : 'Approve'} ${a.fullName}`}
            onClick={() => void decide(a.id, 'approved').catch(() => undefined)}
          >
            {running === 'approved' ? 'Approving...' : 'Approve'}
          </Button>
          {a.status === 'pending' ? (
            <Button
              variant="outline"
              size="sm"
              busy={running === 'under_review'}
              disabled={isPending && running !== 'under_review'}
              aria-label={`${running === 'under_review' ? 'Marking under review' : 'Mark under review'}: ${a.fullName}`}
              onClick={() => void decide(a.id, 'under_review').catch(() => undefined)}
            >
              {running === 'under_review' ? 'Marking...' : 'Mark under review'}
            </Button>
          ) : null}
          <RejectApplicationDialog
            applicationId={a.id}
            fullName={a.fullName}
            disabled={isPending}
            onReject={(reason) => decide(a.id, 'rejected', reason)}
          />
        </div>
      ) : null}
    </li>
  );
}
