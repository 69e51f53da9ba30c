import { type NutritionInfo, type RecipeDto } from '@chefs/contracts';
import { Badge, cn, Container, FoodArtwork, humanize } from '@chefs/ui';
import { type ReactNode } from 'react';
import { BackLink } from './BackLink';
import { IngredientList } from './IngredientList';
import { InstructionList } from './InstructionList';
import { NutritionCard } from './NutritionCard';
import { readNutrition } from './recipe-catalogue';
import { RecipeFacts } from './RecipeFacts';

export interface CatalogueItemDetailProps {
  item: RecipeDto;
  /** The id of the page's h1, which names the article. */
  titleId: string;
  back: { to: string; label: string };
  /** The buttons under the facts. */
  actions: ReactNode;
  /** A section between the header and the ingredients. */
  belowHeader?: (nutrition: NutritionInfo) => ReactNode;
  /** What stands in for the instructions when there are none. */
  withoutInstructions: (nutrition: NutritionInfo) => ReactNode;
}

/** The page of a recipe or a fine-dining dish: picture, facts, actions, ingredients, instructions, nutrition. */
export function CatalogueItemDetail({
  item,
  titleId,
  back,
  actions,
  belowHeader,
  withoutInstructions,
}: CatalogueItemDetailProps) {
  const nutrition = readNutrition(item.nutritionInfo);
  return (
    <article aria-labelledby={titleId}>
      <Container className="py-8 sm:py-12">
        <BackLink to={back.to}>{back.label}</BackLink>
        <div className="mt-6 grid grid-cols-1 items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
          <FoodArtwork
            size="lg"
            title={item.title}
            category={item.category}
            imageUrl={item.imageUrl}
            alt={item.title}
            className="aspect-[16/9] w-full rounded-3xl shadow-[var(--shadow-card)] sm:aspect-[4/3]"
          />
          <div className="min-w-0">
            <div className="flex flex-wrap gap-2">
              <Badge tone="copper">{humanize(item.category)}</Badge>
            </div>
            <h1 id={titleId} className="mt-3 text-3xl font-semibold break-words text-brand-900 sm:text-5xl">
              {item.title}
            </h1>
            {/* data-page-summary (SUMMARY_ATTRIBUTE, @chefs/contracts): the page's description for search engines and link previews. */}
            <p data-page-summary="" className="mt-3 text-lg text-muted">
              {item.description}
            </p>
            <div className="mt-6">
              <RecipeFacts recipe={item} />
            </div>
            <div className="mt-6 flex flex-wrap items-start gap-3">{actions}</div>
          </div>
        </div>
        {belowHeader?.(nutrition)}
        <div
          className={cn(
            'grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem] lg:items-start',
            belowHeader ? 'mt-8' : 'mt-10',
          )}
        >
          <div className="min-w-0 space-y-6">
            <IngredientList ingredients={item.ingredients} />
            {item.instructions.length > 0 ? (
              <InstructionList instructions={item.instructions} />
            ) : (
              withoutInstructions(nutrition)
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
