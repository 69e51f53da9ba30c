import { type RecipeDto } from '@chefs/contracts';
import { formatMinutes, humanize } from '@chefs/ui';
import { Clock, Flame, Gauge, Users } from 'lucide-react';

/** Prep time, cook time, servings and difficulty, as four small tiles. */
export function RecipeFacts({
  recipe,
}: {
  recipe: Pick<RecipeDto, 'prepTime' | 'cookingTime' | 'servings' | 'difficulty'>;
}) {
  const facts = [
    { label: 'Prep time', value: formatMinutes(recipe.prepTime), icon: Clock },
    { label: 'Cook time', value: formatMinutes(recipe.cookingTime), icon: Flame },
    { label: 'Servings', value: String(recipe.servings), icon: Users },
    { label: 'Difficulty', value: humanize(recipe.difficulty), icon: Gauge },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl border border-line bg-white px-3 py-3">
          <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted uppercase">
            <fact.icon aria-hidden="true" className="h-3.5 w-3.5 text-copper-600" />
            {fact.label}
          </dt>
          <dd className="mt-1 font-display text-lg font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
