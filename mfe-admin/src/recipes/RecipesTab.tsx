import { useAdminRecipes, usePublishRecipe } from '@chefs/api-client';
import {
  RECIPE_CATEGORIES,
  RECIPE_PUBLICATION_STATES,
  type RecipeDto,
  type RecipePublicationState,
} from '@chefs/contracts';
import { Badge, Button, EmptyState, humanize, useToast } from '@chefs/ui';
import { BookOpen } from 'lucide-react';
import { FilterBar } from '../common/FilterBar';
import { FilterSelect } from '../common/FilterSelect';
import { NoMatches } from '../common/NoMatches';
import { PagedList } from '../common/PagedList';
import { SearchBox } from '../common/SearchBox';
import { oneOf, useTableParams } from '../common/useTableParams';
import { AddRecipeDialog } from './AddRecipeDialog';

const PAGE_SIZE = 20;

const STATUS_LABELS: Record<RecipePublicationState, string> = { draft: 'Drafts', published: 'Published' };
const STATUS_OPTIONS = RECIPE_PUBLICATION_STATES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const CATEGORY_OPTIONS = RECIPE_CATEGORIES.map((c) => ({ value: c, label: humanize(c) }));

/**
 * docs/product.md §2: recipes (title, category, difficulty, cook time, Published/Draft, Publish) and Add
 * Recipe; filtered on the server by status, category and a title search (kept in the URL).
 */
export function RecipesTab() {
  const table = useTableParams(['status', 'category', 'q'] as const);
  const status = oneOf(RECIPE_PUBLICATION_STATES, table.values.status);
  const category = oneOf(RECIPE_CATEGORIES, table.values.category);
  const recipes = useAdminRecipes({ page: table.page, pageSize: PAGE_SIZE, status, category, q: table.values.q });

  return (
    <section aria-labelledby="admin-recipes-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-recipes-heading" className="text-xl font-semibold text-brand-900">
            Recipes
          </h2>
          <p className="text-sm text-muted">Drafts come first; publishing shows a recipe on the site at once.</p>
        </div>
        <AddRecipeDialog />
      </div>
      <FilterBar label="Filter recipes">
        <FilterSelect
          id="admin-recipes-status"
          label="Status"
          allLabel="All recipes"
          half
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => table.set('status', value)}
        />
        <FilterSelect
          id="admin-recipes-category"
          label="Category"
          allLabel="All categories"
          half
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={(value) => table.set('category', value)}
        />
        <SearchBox
          id="admin-recipes-search"
          label="Search recipes"
          placeholder="Title"
          value={table.values.q}
          onSearch={(value) => table.set('q', value)}
        />
      </FilterBar>
      <PagedList
        query={recipes}
        noun="recipes"
        skeleton={{ rows: 5, className: 'h-14 rounded-xl', gap: 'space-y-2' }}
        empty={
          table.filtered ? (
            <NoMatches noun="recipes" onClear={table.clear} />
          ) : (
            <EmptyState
              level={3}
              icon={<BookOpen className="h-6 w-6" />}
              title="No recipes yet"
              description="Add a recipe to publish it on the site."
            />
          )
        }
        onPage={table.setPage}
      >
        {(items) => <RecipesTable recipes={items} />}
      </PagedList>
    </section>
  );
}

function PublishedBadge({ published }: { published: boolean }) {
  return <Badge tone={published ? 'success' : 'neutral'}>{published ? 'Published' : 'Draft'}</Badge>;
}

function PublishButton({ recipe }: { recipe: RecipeDto }) {
  const publish = usePublishRecipe();
  const { toast } = useToast();
  if (recipe.isPublished) return null;
  return (
    <Button
      size="sm"
      disabled={publish.isPending}
      aria-label={`Publish ${recipe.title}`}
      onClick={() =>
        publish.mutate(recipe.id, {
          onSuccess: () => toast({ title: 'Recipe published successfully' }),
          onError: () => toast({ title: 'Error', description: 'Failed to publish recipe', variant: 'destructive' }),
        })
      }
    >
      Publish
    </Button>
  );
}

/** A table from md up; below, one card per recipe. */
function RecipesTable({ recipes }: { recipes: RecipeDto[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Recipes">
        {recipes.map((r) => (
          <li key={r.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{r.title}</p>
                <p className="text-sm text-muted">
                  {humanize(r.category)} · {humanize(r.difficulty)} · {r.cookingTime} min
                </p>
              </div>
              <PublishedBadge published={r.isPublished} />
            </div>
            {r.isPublished ? null : (
              <div className="mt-3">
                <PublishButton recipe={r} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Recipes</caption>
          <thead className="bg-cream text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Title
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Category
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Difficulty
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Cook time
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {recipes.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-3 font-medium text-ink">{r.title}</td>
                <td className="px-4 py-3">{humanize(r.category)}</td>
                <td className="px-4 py-3">{humanize(r.difficulty)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{r.cookingTime} min</td>
                <td className="px-4 py-3">
                  <PublishedBadge published={r.isPublished} />
                </td>
                <td className="px-4 py-3 text-right">
                  <PublishButton recipe={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
