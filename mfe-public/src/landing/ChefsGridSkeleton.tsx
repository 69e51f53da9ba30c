import { Card, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';
import { SkeletonLine } from '../common/SkeletonLine';

/**
 * Stand-ins for ChefCards (@chefs/ui) while the chefs load, band for band and line for line the
 * height of a card: its header (avatar, name, two lines of specialty, location, rating), its
 * cuisines and its price. A shorter stand-in (162 px against the cards' 215) pushed what follows
 * down when the chefs came: "How It Works" (/#how-it-works) opened from another page ended more
 * than 100 px below the top of the screen.
 */
export function ChefsGridSkeleton({ count }: { count: number }) {
  return (
    <LoadingRegion label="Loading chefs…" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} padding="none">
          {/* The card stays still; what is inside it pulses as one. */}
          <SkeletonGroup>
            <div className="flex items-start gap-4 p-5">
              <Skeleton className="h-14 w-14 shrink-0 rounded-full" />
              <div className="min-w-0 flex-1">
                <SkeletonLine className="h-7" bars={['h-4 w-2/3']} />
                <SkeletonLine className="h-10" bars={['h-3 w-full', 'h-3 w-1/2']} />
                <SkeletonLine className="mt-1 h-5" bars={['h-3 w-1/2']} />
              </div>
              <Skeleton className="h-7 w-12 shrink-0 rounded-full" />
            </div>
            <div className="flex gap-2 px-5 pb-4">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <div className="flex items-center justify-between border-t border-line px-5 py-3">
              <SkeletonLine className="h-5 w-28" bars={['h-4 w-full']} />
              <Skeleton className="h-4 w-20" />
            </div>
          </SkeletonGroup>
        </Card>
      ))}
    </LoadingRegion>
  );
}
