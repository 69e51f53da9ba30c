import { Mail } from 'lucide-react';

const SUPPORT_EMAIL = 'support@chefs.test';

/** docs/product.md §2: the portal's contact-support mail link. */
export function SupportContact() {
  return (
    <aside aria-label="Support" className="mt-10 rounded-xl border border-line bg-white px-5 py-4 text-sm text-muted">
      Questions about a reservation?{' '}
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        Contact support
      </a>
    </aside>
  );
}
