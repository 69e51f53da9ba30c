import { type RecipeDto } from '@chefs/contracts';
import { Card, cn, focusRing, FoodArtwork, formatMinutes } from '@chefs/ui';
import { Clock, Users, Wine } from 'lucide-react';
import { Link } from 'react-router';
import { readNutrition } from '../recipes/recipe-catalogue';
import { dishHref } from './dish-catalogue';

/** A fine-dining dish in a grid: the whole card opens /meals/{slug}; the title names the link. */
export function DishCard({ dish, headingLevel = 3 }: { dish: RecipeDto; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const wine = readNutrition(dish.nutritionInfo).wine_pairing;
  return (
    <Card
      padding="none"
      className="group relative flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <FoodArtwork title={dish.title} category={dish.category} imageUrl={dish.imageUrl} className="h-40" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex-1">
          <Heading className="text-lg leading-snug font-semibold wrap-anywhere text-ink">
            <Link
              to={dishHref(dish)}
              className={cn('rounded after:absolute after:inset-0 after:content-[""]', focusRing)}
            >
              {dish.title}
            </Link>
          </Heading>
          <p className="mt-1.5 line-clamp-2 text-sm wrap-anywhere text-muted">{dish.description}</p>
          {wine ? (
            <p className="mt-3 flex items-start gap-2 text-sm text-copper-800">
              <Wine aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="line-clamp-1 wrap-anywhere">{wine}</span>
            </p>
          ) : null}
        </div>
        <p className="mt-4 flex items-center gap-4 border-t border-line pt-3 text-sm text-muted">
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {formatMinutes(dish.prepTime + dish.cookingTime)}
          </span>
          <span className="flex items-center gap-1">
            <Users aria-hidden="true" className="h-4 w-4" />
            Serves {dish.servings}
          </span>
        </p>
      </div>
    </Card>
  );
}
