import { type RecipeDto } from '@chefs/contracts';
import { recipeSlug } from '@chefs/domain';
import { CatalogueItemDetail } from './CatalogueItemDetail';
import { FindChefLink } from './FindChefLink';
import { SaveRecipeButton } from './SaveRecipeButton';
import { ShowcaseDishCard } from './ShowcaseDishCard';

/** A recipe: picture, facts, save toggle, ingredients, instructions (or the showcase card), nutrition. */
export function RecipeDetail({ recipe }: { recipe: RecipeDto }) {
  return (
    <CatalogueItemDetail
      item={recipe}
      titleId="recipe-title"
      back={{ to: '/recipes', label: 'All recipes' }}
      actions={
        <>
          <SaveRecipeButton slug={recipeSlug(recipe.title)} />
          <FindChefLink variant="primary" />
        </>
      }
      withoutInstructions={(nutrition) => <ShowcaseDishCard nutrition={nutrition} />}
    />
  );
}
