import { Card, CardHeader } from '@chefs/ui';

const STEPS = [
  ['Our team reviews your request', 'We look over your dates, time and notes within 24 hours.'],
  ['We match you with chefs', 'We find vetted chefs who are available on your dates.'],
  ['You choose your chef', 'Compare their profiles and menus, and pick the one you like.'],
  ['Final confirmation', 'You receive the final confirmation with the payment details.'],
] as const;

/** docs/product.md §2: "What Happens Next?" in four steps. */
export function NextSteps() {
  return (
    <Card>
      <CardHeader title="What Happens Next?" titleId="next-steps-title" />
      <ol aria-labelledby="next-steps-title" className="grid gap-4">
        {STEPS.map(([title, text], i) => (
          <li key={title} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-ink">{title}</p>
              <p className="mt-0.5 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
