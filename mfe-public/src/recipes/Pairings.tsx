import { type NutritionInfo } from '@chefs/contracts';
import { cn } from '@chefs/ui';
import { CakeSlice, Wine } from 'lucide-react';

export interface PairingsProps {
  nutrition: NutritionInfo;
  /** `dark` on a dark card, `light` on a white one. */
  tone?: 'dark' | 'light';
}

/** The wine pairing and dessert suggestion of a dish (those it has). */
export function Pairings({ nutrition, tone = 'light' }: PairingsProps) {
  const rows = [
    { label: 'Wine pairing', value: nutrition.wine_pairing, icon: Wine },
    { label: 'Dessert suggestion', value: nutrition.dessert_suggestion, icon: CakeSlice },
  ].filter((row) => typeof row.value === 'string' && row.value.trim() !== '');
  const dark = tone === 'dark';
  if (rows.length === 0) {
    return (
      <p className={cn('text-sm', dark ? 'text-brand-100' : 'text-muted')}>
        Your chef will suggest a wine and a dessert to match.
      </p>
    );
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map((row) => (
        // A <dl>'s group holds only its <dt> and <dd> (axe: definition-list), so the icon sits in
        // the <dt>, placed at the card's left edge.
        <div
          key={row.label}
          className={cn(
            'relative min-w-0 rounded-2xl p-4 pl-[4.25rem]',
            dark ? 'bg-white/10 ring-1 ring-white/15' : 'border border-copper-100 bg-copper-50',
          )}
        >
          <dt
            className={cn(
              'text-xs font-semibold tracking-wide uppercase',
              dark ? 'text-copper-200' : 'text-copper-800',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-4 left-4 flex h-10 w-10 items-center justify-center rounded-full',
                dark ? 'bg-copper-500 text-white' : 'bg-white text-copper-700',
              )}
            >
              <row.icon className="h-5 w-5" />
            </span>
            {row.label}
          </dt>
          <dd className={cn('mt-1 text-sm font-medium', dark ? 'text-white' : 'text-ink')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
