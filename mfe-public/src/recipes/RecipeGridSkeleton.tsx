import { Card, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';
import { SkeletonLine } from '../common/SkeletonLine';

/**
 * Stand-ins for a grid of recipe cards (RecipeCard, @chefs/ui) or dish cards (DishCard) while they
 * load, band for band the height of the card they stand for, so what follows the grid does not
 * move down when the cards come (a dish's placeholder was 262 px against the card's 350 and more).
 */
export function RecipeGridSkeleton({
  count,
  kind = 'recipe',
  label = kind === 'dish' ? 'Loading dishes…' : 'Loading recipes…',
}: {
  count: number;
  kind?: 'recipe' | 'dish';
  label?: string;
}) {
  return (
    <LoadingRegion label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} padding="none" className="overflow-hidden">
          {/* The card stays still; what is inside it pulses as one. */}
          <SkeletonGroup>{kind === 'dish' ? <DishBands /> : <RecipeBands />}</SkeletonGroup>
        </Card>
      ))}
    </LoadingRegion>
  );
}

/** RecipeCard: the picture, its two labels, the title's line, two lines of description, the time. */
function RecipeBands() {
  return (
    <>
      <Skeleton className="h-28 rounded-none" />
      <div className="p-5">
        <div className="mb-2 flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <SkeletonLine className="h-7" bars={['h-5 w-3/4']} />
        <SkeletonLine className="mt-1 h-10" bars={['h-3 w-full', 'h-3 w-2/3']} />
        <SkeletonLine className="mt-3 h-5" bars={['h-4 w-16']} />
      </div>
    </>
  );
}

/** DishCard: the picture, the title's line, two lines of description, the wine, the time and servings. */
function DishBands() {
  return (
    <>
      <Skeleton className="h-40 rounded-none" />
      <div className="p-5">
        <SkeletonLine className="h-6" bars={['h-5 w-3/4']} />
        <SkeletonLine className="mt-1.5 h-10" bars={['h-3 w-full', 'h-3 w-2/3']} />
        <SkeletonLine className="mt-3 h-5" bars={['h-4 w-1/2']} />
        <div className="mt-4 box-content flex h-5 items-center gap-4 border-t border-line pt-3">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-20" />
        </div>
      </div>
    </>
  );
}
