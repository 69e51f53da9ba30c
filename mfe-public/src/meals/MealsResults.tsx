import { type RecipeDto } from '@chefs/contracts';
import { Button, EmptyState } from '@chefs/ui';
import { SearchX, Sparkles } from 'lucide-react';
import { type Ref } from 'react';
import { DISHES_COMING_SOON, NO_DISHES_FOUND } from './dish-catalogue';
import { DishGrid } from './DishGrid';

export interface MealsResultsProps {
  /** The dishes matching the search, loaded so far. */
  dishes: readonly RecipeDto[];
  /** The search the server answered (blank for none). */
  search: string;
  onClear: () => void;
  /** The cards' list (LoadMore focuses the first card of a new page in it). */
  listRef?: Ref<HTMLUListElement>;
}

/**
 * The dishes matching the search; "Coming Soon" when there are none at all, "No dishes found" when
 * the search misses (the count is the page's live status line).
 */
export function MealsResults({ dishes, search, onClear, listRef }: MealsResultsProps) {
  if (dishes.length === 0 && search === '') {
    return (
      <EmptyState
        level={2}
        icon={<Sparkles className="h-6 w-6" />}
        title={DISHES_COMING_SOON}
        description="Our chefs are putting the finishing touches on their signature dishes. Check back shortly."
      />
    );
  }
  if (dishes.length === 0) {
    return (
      <EmptyState
        level={2}
        icon={<SearchX className="h-6 w-6" />}
        title={NO_DISHES_FOUND}
        description="No dish matches your search. Try another word."
        actions={
          <Button variant="outline" onClick={onClear}>
            Clear search
          </Button>
        }
      />
    );
  }
  return <DishGrid ref={listRef} dishes={dishes} label="Dishes" />;
}
