import { useRecipes } from '@chefs/api-client';
import { Container, ErrorState } from '@chefs/ui';
import { useSearchParams } from 'react-router';
import { RecipeSubscribe } from '../subscribe/RecipeSubscribe';
import { ALL_CATEGORIES, filterRecipes, recipeCategories } from './recipe-catalogue';
import { RecipeFilters } from './RecipeFilters';
import { RecipeGridSkeleton } from './RecipeGridSkeleton';
import { RecipeResults } from './RecipeResults';

/** /recipes: the recipe hub (fine_dining excluded) with search and a category filter; ?q=&category= keep them. */
export function RecipesPage() {
  const recipes = useRecipes();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const categories = recipes.data ? recipeCategories(recipes.data) : [];
  const wanted = params.get('category') ?? ALL_CATEGORIES;
  const category = categories.some((c) => c === wanted) ? wanted : ALL_CATEGORIES;

  const setParam = (key: 'q' | 'category', value: string, blank: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === blank) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <section aria-labelledby="recipes-title" className="border-b border-line bg-sand/60 py-12 sm:py-16">
        <Container>
          <p className="text-sm font-semibold tracking-wide text-copper-700 uppercase">Recipe hub</p>
          <h1 id="recipes-title" className="mt-2 text-4xl font-semibold text-brand-900 sm:text-5xl">
            Recipes
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Meal prep, quick dinners, healthy bowls and comfort food from Atlanta&apos;s private chefs, written for busy
            weeknights.
          </p>
        </Container>
      </section>
      <Container className="py-10">
        <RecipeFilters
          search={search}
          category={category}
          categories={categories}
          onSearch={(value) => setParam('q', value, '')}
          onCategory={(value) => setParam('category', value, ALL_CATEGORIES)}
        />
        <div className="mt-8">
          {recipes.isPending ? (
            <RecipeGridSkeleton count={6} />
          ) : recipes.isError ? (
            <ErrorState title="We couldn't load our recipes" onRetry={() => void recipes.refetch()} />
          ) : (
            <RecipeResults
              recipes={filterRecipes(recipes.data, { search, category })}
              filtered={search.trim() !== '' || category !== ALL_CATEGORIES}
              onClear={() => setParams({}, { replace: true })}
            />
          )}
        </div>
      </Container>
      <RecipeSubscribe />
    </>
  );
}
