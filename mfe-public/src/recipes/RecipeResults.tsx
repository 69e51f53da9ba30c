import { type RecipeDto } from '@chefs/contracts';
import { Button, EmptyState } from '@chefs/ui';
import { SearchX } from 'lucide-react';
import { RecipeGrid } from './RecipeGrid';

export interface RecipeResultsProps {
  /** The recipes loaded so far. */
  recipes: readonly RecipeDto[];
  /** Whether the server has more pages of them. */
  more: boolean;
  /** Whether a search or a category narrows the list. */
  filtered: boolean;
  onClear: () => void;
}

/** The count and the cards loaded so far, or the spec's empty message. */
export function RecipeResults({ recipes, more, filtered, onClear }: RecipeResultsProps) {
  if (recipes.length === 0) {
    return (
      <EmptyState
        level={2}
        icon={<SearchX className="h-6 w-6" />}
        title="No recipes found matching your search."
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
  return (
    <>
      <p role="status" className="mb-4 text-sm text-muted">
        {more
          ? `Showing the first ${recipes.length} recipes`
          : recipes.length === 1
            ? '1 recipe'
            : `${recipes.length} recipes`}
      </p>
      {/* Straight under the page's h1 (axe: heading-order). */}
      <RecipeGrid recipes={recipes} label="Recipes" headingLevel={2} />
    </>
  );
}
