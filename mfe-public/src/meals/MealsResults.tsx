import { type RecipeDto } from '@chefs/contracts';
import { Button, EmptyState } from '@chefs/ui';
import { SearchX, Sparkles } from 'lucide-react';
import { DishGrid } from './DishGrid';
import { searchDishes } from './dish-catalogue';

export interface MealsResultsProps {
  dishes: readonly RecipeDto[];
  search: string;
  onClear: () => void;
}

/** The dishes matching the search; "Coming Soon" when there are none at all, "No dishes found" when the search misses. */
export function MealsResults({ dishes, search, onClear }: MealsResultsProps) {
  if (dishes.length === 0) {
    return (
      <EmptyState
        level={2}
        icon={<Sparkles className="h-6 w-6" />}
        title="Coming Soon"
        description="Our chefs are putting the finishing touches on their signature dishes. Check back shortly."
      />
    );
  }
  const found = searchDishes(dishes, search);
  if (found.length === 0) {
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
        {found.length === 1 ? '1 dish' : `${found.length} dishes`}
      </p>
      <DishGrid dishes={found} label="Dishes" />
    </>
  );
}
