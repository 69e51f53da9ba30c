import { Card } from '@chefs/ui';
import { Check } from 'lucide-react';

export function IngredientList({ ingredients }: { ingredients: readonly string[] }) {
  return (
    <section aria-labelledby="ingredients-title">
      <Card>
        <h2 id="ingredients-title" className="text-2xl font-semibold text-brand-900">
          Ingredients
        </h2>
        {ingredients.length === 0 ? (
          <p className="mt-3 text-sm text-muted">Your chef brings everything this dish needs.</p>
        ) : (
          <ul className="mt-4 grid gap-x-8 gap-y-2.5 sm:grid-cols-2">
            {ingredients.map((item, i) => (
              <li key={`${i}-${item}`} className="flex items-start gap-3 text-sm text-ink">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Check className="h-3 w-3" strokeWidth={3} />
                </span>
                <span className="min-w-0 break-words">{item}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
