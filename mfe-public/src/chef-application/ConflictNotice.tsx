import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';

/** A 409: the applicant already has an open application or a chef profile. */
export function ConflictNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mt-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">This application was not sent.</p>
        <p className="mt-0.5">{message}</p>
        <Link to="/chef-portal" className="mt-1 inline-block font-medium text-brand-800 underline underline-offset-2">
          See your status in the chef portal
        </Link>
      </div>
    </div>
  );
}
