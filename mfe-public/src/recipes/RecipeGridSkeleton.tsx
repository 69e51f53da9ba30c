import { Card, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function RecipeGridSkeleton({ count, label = 'Loading recipes…' }: { count: number; label?: string }) {
  return (
    <LoadingRegion label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} padding="none" className="overflow-hidden">
          {/* The card stays still; what is inside it pulses as one. */}
          <SkeletonGroup>
            <Skeleton className="h-28 rounded-none" />
            <div className="space-y-3 p-5">
              <div className="flex gap-2">
                <Skeleton className="h-5 w-20 rounded-full" />
                <Skeleton className="h-5 w-14 rounded-full" />
              </div>
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </SkeletonGroup>
        </Card>
      ))}
    </LoadingRegion>
  );
}
