import { type RecipeDto } from '@chefs/contracts';
import { Badge, Card, Container, humanize } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { BackLink } from '../recipes/BackLink';
import { FindChefLink } from '../recipes/FindChefLink';
import { FoodArtwork } from '../recipes/FoodArtwork';
import { IngredientList } from '../recipes/IngredientList';
import { InstructionList } from '../recipes/InstructionList';
import { NutritionCard } from '../recipes/NutritionCard';
import { Pairings } from '../recipes/Pairings';
import { readNutrition } from '../recipes/recipe-catalogue';
import { RecipeFacts } from '../recipes/RecipeFacts';

/** A fine-dining dish: picture, facts, wine pairing and dessert, ingredients, the method if shared, nutrition. */
export function DishDetail({ dish }: { dish: RecipeDto }) {
  const nutrition = readNutrition(dish.nutritionInfo);
  return (
    <article aria-labelledby="dish-title">
      <Container className="py-8 sm:py-12">
        <BackLink to="/meals">Back to Chef&apos;s Collection</BackLink>
        <div className="mt-6 grid grid-cols-1 items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
          <FoodArtwork
            size="lg"
            title={dish.title}
            category={dish.category}
            imageUrl={dish.imageUrl}
            alt={dish.title}
            className="aspect-[16/9] w-full rounded-3xl shadow-[var(--shadow-card)] sm:aspect-[4/3]"
          />
          <div className="min-w-0">
            <div className="flex flex-wrap gap-2">
              <Badge tone="copper">{humanize(dish.category)}</Badge>
            </div>
            <h1 id="dish-title" className="mt-3 text-3xl font-semibold break-words text-brand-900 sm:text-5xl">
              {dish.title}
            </h1>
            <p className="mt-3 text-lg text-muted">{dish.description}</p>
            <div className="mt-6">
              <RecipeFacts recipe={dish} />
            </div>
            <div className="mt-6">
              <FindChefLink variant="primary" />
            </div>
          </div>
        </div>
        <section aria-labelledby="pairings-title" className="mt-10">
          <h2 id="pairings-title" className="mb-4 text-2xl font-semibold text-brand-900">
            Pairings
          </h2>
          <Pairings nutrition={nutrition} />
        </section>
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            <IngredientList ingredients={dish.ingredients} />
            {dish.instructions.length > 0 ? (
              <InstructionList instructions={dish.instructions} />
            ) : (
              <Card className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-800 text-copper-200"
                >
                  <ChefHat className="h-5 w-5" />
                </span>
                <p className="text-sm text-muted">
                  This is one of our chefs&apos; signature dishes: they prepare it in your kitchen, so the method stays
                  their secret. Book a chef to enjoy it at home.
                </p>
              </Card>
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
