import { Clock, CookingPot } from 'lucide-react';
import { Card } from '../card/Card';
import { cn } from '../cn';
import { Badge } from '../feedback/Badge';
import { focusRing } from '../focus-ring';
import { humanize } from '../format/labels';
import { PlainLink, type LinkLike } from '../link-like';

export interface RecipeCardRecipe {
  title: string;
  description: string;
  category: string;
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
      <div
        className={cn(
          'relative bg-gradient-to-br from-brand-800 to-brand-600',
          recipe.imageUrl ? 'aspect-[16/9]' : 'h-28',
        )}
      >
        {recipe.imageUrl ? (
          <img src={recipe.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <CookingPot aria-hidden="true" className="absolute inset-0 m-auto h-10 w-10 text-copper-200" />
        )}
      </div>
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
          {recipe.prepTime + recipe.cookingTime} min
        </p>
      </div>
    </Card>
  );
}
