import { useAdminRecipes, usePublishRecipe } from '@chefs/api-client';
import { type RecipeDto } from '@chefs/contracts';
import { Badge, Button, EmptyState, humanize, useToast } from '@chefs/ui';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '../common/PagedList';
import { AddRecipeDialog } from './AddRecipeDialog';

const PAGE_SIZE = 20;

/** Spec §2: recipes (title, category, difficulty, cook time, Published/Draft, Publish) and Add Recipe. */
export function RecipesTab() {
  const [page, setPage] = useState(1);
  const recipes = useAdminRecipes({ page, pageSize: PAGE_SIZE });

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
      <PagedList
        query={recipes}
        noun="recipes"
        skeleton={{ rows: 5, className: 'h-14 rounded-xl', gap: 'space-y-2' }}
        empty={
          <EmptyState
            level={3}
            icon={<BookOpen className="h-6 w-6" />}
            title="No recipes yet"
            description="Add a recipe to publish it on the site."
          />
        }
        onPage={setPage}
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
