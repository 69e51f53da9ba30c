import { buttonClasses, Container } from '@chefs/ui';
import { ArrowRight, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';

/** The customer sign-up call to action (docs/product.md §2). */
export function SignUpCta() {
  return (
    <section aria-labelledby="signup-cta-title" className="pt-16 sm:pt-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-copper-200 bg-copper-50 px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-full bg-copper-600 text-white sm:flex"
            >
              <CalendarCheck className="h-6 w-6" />
            </span>
            <div>
              <h2 id="signup-cta-title" className="text-2xl font-semibold text-brand-900 sm:text-3xl">
                Dinner, handled every week
              </h2>
              <p className="mt-2 max-w-xl text-muted">
                Tell us what you love to eat and when you need it. We&apos;ll match you with a chef and plan your first
                service.
              </p>
            </div>
          </div>
          <Link to="/customer-signup" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            Join as a Customer
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
