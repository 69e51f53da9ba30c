import { type RecipeDto } from '@chefs/contracts';
import { recipeSlug } from '@chefs/domain';
import { Badge, Container, humanize } from '@chefs/ui';
import { BackLink } from './BackLink';
import { FindChefLink } from './FindChefLink';
import { FoodArtwork } from './FoodArtwork';
import { IngredientList } from './IngredientList';
import { InstructionList } from './InstructionList';
import { NutritionCard } from './NutritionCard';
import { readNutrition } from './recipe-catalogue';
import { RecipeFacts } from './RecipeFacts';
import { SaveRecipeButton } from './SaveRecipeButton';
import { ShowcaseDishCard } from './ShowcaseDishCard';

/** A recipe: picture, facts, save toggle, ingredients, instructions (or the showcase card), nutrition. */
export function RecipeDetail({ recipe }: { recipe: RecipeDto }) {
  const nutrition = readNutrition(recipe.nutritionInfo);
  return (
    <article aria-labelledby="recipe-title">
      <Container className="py-8 sm:py-12">
        <BackLink to="/recipes">All recipes</BackLink>
        <div className="mt-6 grid grid-cols-1 items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
          <FoodArtwork
            size="lg"
            title={recipe.title}
            category={recipe.category}
            imageUrl={recipe.imageUrl}
            alt={recipe.title}
            className="aspect-[16/9] w-full rounded-3xl shadow-[var(--shadow-card)] sm:aspect-[4/3]"
          />
          <div className="min-w-0">
            <div className="flex flex-wrap gap-2">
              <Badge tone="copper">{humanize(recipe.category)}</Badge>
            </div>
            <h1 id="recipe-title" className="mt-3 text-3xl font-semibold break-words text-brand-900 sm:text-5xl">
              {recipe.title}
            </h1>
            <p className="mt-3 text-lg text-muted">{recipe.description}</p>
            <div className="mt-6">
              <RecipeFacts recipe={recipe} />
            </div>
            <div className="mt-6 flex flex-wrap items-start gap-3">
              <SaveRecipeButton slug={recipeSlug(recipe.title)} />
              <FindChefLink variant="primary" />
            </div>
          </div>
        </div>
        <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            <IngredientList ingredients={recipe.ingredients} />
            {recipe.instructions.length > 0 ? (
              <InstructionList instructions={recipe.instructions} />
            ) : (
              <ShowcaseDishCard nutrition={nutrition} />
            )}
          </div>
          <div className="lg:sticky lg:top-24">
            <NutritionCard nutrition={nutrition} />
          </div>
        </div>
      </Container>
    </article>
  );
}
