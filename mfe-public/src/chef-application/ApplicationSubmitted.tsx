import { buttonClasses } from '@chefs/ui';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** The 6th screen, after a successful submit. */
export function ApplicationSubmitted() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-6 text-center sm:py-10">
      <div
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
      >
        <PartyPopper className="h-8 w-8" />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-semibold text-ink outline-none">
        Application Submitted!
      </h2>
      <p className="mx-auto mt-3 max-w-md text-muted">
        Thank you for applying. We will review your application within 48 hours and e-mail you with an update.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses({ size: 'lg' })}>
          Return to Home
        </Link>
        <Link to="/chef-portal" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          View application status
        </Link>
      </div>
    </div>
  );
}
