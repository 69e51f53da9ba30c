import { type ChefApplicationStatusDto } from '@chefs/contracts';
import { Badge, buttonClasses, Card, formatDate, humanize } from '@chefs/ui';
import { Link } from 'react-router';
import { APPLICATION_STATUS_BADGES, PENDING_NOTE } from './application-status-labels';

const NOTES: Record<ChefApplicationStatusDto['status'], string> = {
  pending: PENDING_NOTE,
  under_review: 'Our team is taking a closer look at your application and will be in touch soon.',
  approved: 'Your application was approved. Your chef profile is being set up.',
  rejected: 'Your application was not approved this time. You are welcome to apply again.',
};

/** An application without a chef profile yet: its status, date and what happens next. */
export function ApplicationStatusCard({ application }: { application: ChefApplicationStatusDto }) {
  const badge = APPLICATION_STATUS_BADGES[application.status];
  return (
    <Card padding="lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-brand-900">Application Status</h2>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-cream p-4">
          <dt className="text-sm text-muted">Application date</dt>
          <dd className="mt-1 font-medium text-ink">{formatDate(application.applicationDate)}</dd>
        </div>
        <div className="rounded-xl bg-cream p-4">
          <dt className="text-sm text-muted">Background check</dt>
          <dd className="mt-1 font-medium text-ink">{humanize(application.backgroundCheckStatus) || 'Pending'}</dd>
        </div>
        {application.status === 'rejected' && application.rejectionReason ? (
          <div className="rounded-xl bg-red-50 p-4 sm:col-span-2">
            <dt className="text-sm text-red-800">Reason</dt>
            <dd className="mt-1 wrap-anywhere whitespace-pre-line text-ink">{application.rejectionReason}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-6 rounded-xl border border-copper-200 bg-copper-50 p-4 text-sm text-copper-900">
        {NOTES[application.status]}
      </p>
      {application.status === 'rejected' ? (
        <Link to="/chef-application" className={buttonClasses({ className: 'mt-6' })}>
          Submit New Application
        </Link>
      ) : null}
    </Card>
  );
}
