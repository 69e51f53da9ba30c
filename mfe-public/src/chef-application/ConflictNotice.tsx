import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';

/** A 409: the applicant already has an open application or a chef profile. */
export function ConflictNotice({ message }: { message: string }) {
  return <StatusLinkNotice role="alert" title="This application was not sent." message={message} />;
}

/**
 * Said as the page opens to someone signed in whose application is still open, so they do not
 * fill in five steps and two quizzes to hear it at the end (the server refuses a second one, 409).
 */
export function OpenApplicationNotice() {
  return (
    <StatusLinkNotice
      role="status"
      title="You already have an application under review."
      message="We review each one within 48 hours; a second application can be sent once this one is decided."
    />
  );
}

/**
 * Said as the page opens to someone who already runs a chef profile: the server refuses them an
 * application (409 "You already have a chef profile."), so they hear it before the five steps.
 */
export function ChefProfileNotice() {
  return (
    <StatusLinkNotice
      role="status"
      title="You already have a chef profile."
      message="Your profile, bookings and earnings are in the chef portal; there is no need to apply again."
      link="Go to the chef portal"
    />
  );
}

function StatusLinkNotice({
  role,
  title,
  message,
  link = 'See your status in the chef portal',
}: {
  role: 'alert' | 'status';
  title: string;
  message: string;
  link?: string;
}) {
  return (
    <div
      role={role}
      className="mt-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5">{message}</p>
        <Link to="/chef-portal" className="mt-1 inline-block font-medium text-brand-800 underline underline-offset-2">
          {link}
        </Link>
      </div>
    </div>
  );
}
