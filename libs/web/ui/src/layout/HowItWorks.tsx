import { cn } from '../cn';
import { Container } from './Container';
import { CreditCard, Search, UtensilsCrossed } from 'lucide-react';

const STEPS = [
  {
    icon: Search,
    title: 'Browse & Choose',
    text: 'Explore vetted chefs by cuisine, price and reviews, and pick the one who fits your table.',
  },
  {
    icon: CreditCard,
    title: 'Book & Pay',
    text: 'Choose a date and time, tell us about your guests, and pay securely by card.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Enjoy',
    text: 'Your chef shops, cooks and cleans up. You sit down and enjoy the meal.',
  },
] as const;

/**
 * The three steps (docs/product.md §2): on the landing page, and at the foot of a signed-in
 * customer's /home, where the header's How It Works (/#how-it-works) leads once "/" is their
 * reservations.
 */
export function HowItWorks({ className }: { className?: string }) {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className={cn('border-y border-line bg-sand/60 py-16 sm:py-20', className)}
    >
      <Container>
        <div className="mb-10 max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-copper-700 uppercase">How it works</p>
          <h2 id="how-title" className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">
            Three steps to dinner
          </h2>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li
              key={step.title}
              className="relative rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <span
                className="absolute top-5 right-6 font-display text-4xl font-semibold text-copper-200"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-800 text-copper-200">
                <step.icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
