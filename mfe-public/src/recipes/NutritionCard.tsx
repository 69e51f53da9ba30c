import { type NutritionInfo } from '@chefs/contracts';
import { Card } from '@chefs/ui';

const present = (value: unknown): value is string | number =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');

/** Calories, protein, carbs and fat, and the note (docs/product.md §2). */
export function NutritionCard({ nutrition }: { nutrition: NutritionInfo }) {
  const rows = [
    { label: 'Calories', value: nutrition.calories },
    { label: 'Protein', value: nutrition.protein },
    { label: 'Carbs', value: nutrition.carbs },
    { label: 'Fat', value: nutrition.fat },
  ].filter((row) => present(row.value));
  const note = present(nutrition.note) ? String(nutrition.note) : null;
  return (
    <section aria-labelledby="nutrition-title">
      <Card>
        <h2 id="nutrition-title" className="text-xl font-semibold text-brand-900">
          Nutrition info
        </h2>
        {rows.length === 0 && !note ? (
          <p className="mt-3 text-sm text-muted">Nutrition details are not available for this recipe.</p>
        ) : null}
        {rows.length > 0 ? (
          <dl className="mt-4 grid grid-cols-2 gap-3">
            {rows.map((row) => (
              <div key={row.label} className="rounded-xl bg-cream px-3 py-2.5">
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">{row.label}</dt>
                <dd className="mt-0.5 font-display text-xl font-semibold text-ink">{String(row.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {note ? <p className="mt-4 border-t border-line pt-3 text-sm text-muted">{note}</p> : null}
      </Card>
    </section>
  );
}
