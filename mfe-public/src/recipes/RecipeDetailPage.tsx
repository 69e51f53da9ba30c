import { recipeSlug } from '@chefs/domain';
import { CatalogueItemPage } from './CatalogueItemPage';
import { findRecipeBySlug } from './recipe-catalogue';
import { RecipeDetail } from './RecipeDetail';

/** /recipes/:slug: the recipe whose title makes the slug (docs/product.md §2), fine_dining included; the server narrows the candidates. */
export function RecipeDetailPage() {
  return (
    <CatalogueItemPage
      noun="recipe"
      slugOf={recipeSlug}
      findBySlug={findRecipeBySlug}
      notFound={{
        title: 'Recipe Not Found',
        description: "We couldn't find that recipe. It may have been renamed or taken down.",
        backTo: '/recipes',
        backLabel: 'Back to Recipes',
      }}
    >
      {(recipe) => <RecipeDetail recipe={recipe} />}
    </CatalogueItemPage>
  );
}
