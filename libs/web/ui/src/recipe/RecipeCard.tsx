import { type RecipeCategory } from '@chefs/contracts';
import { Clock } from 'lucide-react';
import { Card } from '../card/Card';
import { cn } from '../cn';
import { Badge } from '../feedback/Badge';
import { focusRing } from '../focus-ring';
import { humanize } from '../format/labels';
import { formatMinutes } from '../format/minutes';
import { PlainLink, type LinkLike } from '../link-like';
import { FoodArtwork } from './FoodArtwork';

export interface RecipeCardRecipe {
  title: string;
  description: string;
  category: RecipeCategory;
  difficulty: string;
  prepTime: number;
  cookingTime: number;
  imageUrl: string | null;
}

export interface RecipeCardProps {
  recipe: RecipeCardRecipe;
  href: string;
  linkComponent?: LinkLike;
  headingLevel?: 2 | 3 | 4;
}

export function RecipeCard({ recipe, href, linkComponent: Link = PlainLink, headingLevel = 3 }: RecipeCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      padding="none"
      className="group relative flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      {/* The photo, or a drawing of the main ingredient its title names (the dishes' cards and
          pages draw the same), never one pot for every recipe of the hub. */}
      <FoodArtwork
        title={recipe.title}
        category={recipe.category}
        imageUrl={recipe.imageUrl}
        loading="lazy"
        className={recipe.imageUrl ? 'aspect-[16/9]' : 'h-28'}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-2 flex flex-wrap gap-2">
          <Badge tone="copper">{humanize(recipe.category)}</Badge>
          <Badge>{humanize(recipe.difficulty)}</Badge>
        </div>
        {/* One long unbroken word wraps (wrap-anywhere) instead of running out of the card, which
            cuts it off; the description keeps its two lines. */}
        <Heading className="text-lg font-semibold wrap-anywhere text-ink">
          <Link to={href} className={cn('rounded after:absolute after:inset-0 after:content-[""]', focusRing)}>
            {recipe.title}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-muted">{recipe.description}</p>
        <p className="mt-auto flex items-center gap-1 pt-3 text-sm text-muted">
          <Clock aria-hidden="true" className="h-4 w-4" />
          {formatMinutes(recipe.prepTime + recipe.cookingTime)}
        </p>
      </div>
    </Card>
  );
}
