import { type RecipeDto } from '@chefs/contracts';
import { Button, EmptyState } from '@chefs/ui';
import { SearchX, Sparkles } from 'lucide-react';
import { DishGrid } from './DishGrid';

export interface MealsResultsProps {
  /** The dishes matching the search, loaded so far. */
  dishes: readonly RecipeDto[];
  /** Whether the server has more pages of them. */
  more: boolean;
  /** The search the server answered (blank for none). */
  search: string;
  onClear: () => void;
}

/** The dishes matching the search; "Coming Soon" when there are none at all, "No dishes found" when the search misses. */
export function MealsResults({ dishes, more, search, onClear }: MealsResultsProps) {
  if (dishes.length === 0 && search === '') {
    return (
      <EmptyState
        level={2}
        icon={<Sparkles className="h-6 w-6" />}
        title="Coming Soon"
        description="Our chefs are putting the finishing touches on their signature dishes. Check back shortly."
      />
    );
  }
  if (dishes.length === 0) {
    return (
      <EmptyState
        level={2}
        icon={<SearchX className="h-6 w-6" />}
        title="No dishes found"
        description="No dish matches your search. Try another word."
        actions={
          <Button variant="outline" onClick={onClear}>
            Clear search
          </Button>
        }
      />
    );
  }
  return (
    <>
      <p role="status" className="mb-4 text-sm text-muted">
        {more
          ? `Showing the first ${dishes.length} dishes`
          : dishes.length === 1
            ? '1 dish'
            : `${dishes.length} dishes`}
      </p>
      <DishGrid dishes={dishes} label="Dishes" />
    </>
  );
}
