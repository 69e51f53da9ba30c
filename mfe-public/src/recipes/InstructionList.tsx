import { Card } from '@chefs/ui';

export function InstructionList({ instructions }: { instructions: readonly string[] }) {
  return (
    <section aria-labelledby="instructions-title">
      <Card>
        <h2 id="instructions-title" className="text-2xl font-semibold text-brand-900">
          Instructions
        </h2>
        <ol className="mt-5 space-y-5">
          {instructions.map((step, i) => (
            <li key={`${i}-${step}`} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-sm font-semibold text-copper-100"
              >
                {i + 1}
              </span>
              <p className="min-w-0 pt-1 text-sm leading-relaxed text-ink sm:text-base">{step}</p>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
