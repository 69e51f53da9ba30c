import { type RecipeDto } from '@chefs/contracts';
import { Button, EmptyState } from '@chefs/ui';
import { SearchX } from 'lucide-react';
import { type Ref } from 'react';
import { NO_RECIPES_FOUND } from './recipe-catalogue';
import { RecipeGrid } from './RecipeGrid';

export interface RecipeResultsProps {
  /** The recipes loaded so far. */
  recipes: readonly RecipeDto[];
  /** Whether a search or a category narrows the list. */
  filtered: boolean;
  onClear: () => void;
  /** The cards' list (LoadMore focuses the first card of a new page in it). */
  listRef?: Ref<HTMLUListElement>;
}

/** The cards loaded so far, or the spec's empty message (the count is the page's live status line). */
export function RecipeResults({ recipes, filtered, onClear, listRef }: RecipeResultsProps) {
  if (recipes.length === 0) {
    return (
      <EmptyState
        level={2}
        icon={<SearchX className="h-6 w-6" />}
        title={NO_RECIPES_FOUND}
        description={
          filtered
            ? 'Try another word, or look in every category.'
            : 'Our chefs are writing new recipes. Subscribe below to hear when they land.'
        }
        actions={
          filtered ? (
            <Button variant="outline" onClick={onClear}>
              Clear search
            </Button>
          ) : null
        }
      />
    );
  }
  // Straight under the page's h1 (axe: heading-order).
  return <RecipeGrid ref={listRef} recipes={recipes} label="Recipes" headingLevel={2} />;
}
