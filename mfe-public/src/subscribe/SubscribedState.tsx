import { MailCheck } from 'lucide-react';

/**
 * After a successful subscribe (docs/product.md §4): the form gives way to this confirmation. The
 * collection goes out once the address is confirmed from the e-mail (double opt-in).
 */
export function SubscribedState({ email }: { email: string }) {
  return (
    <div role="status" className="flex items-start gap-4 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-copper-500 text-white"
      >
        <MailCheck className="h-6 w-6" />
      </span>
      <div className="min-w-0">
        <h3 className="text-xl font-semibold text-white">You&apos;re Subscribed!</h3>
        <p className="mt-1 text-sm break-words text-brand-100">
          Confirm your address from the e-mail we sent to <span className="font-semibold text-white">{email}</span>, and
          the complete recipe collection is on its way. New recipes follow every month.
        </p>
      </div>
    </div>
  );
}
