import { Card, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function ChefsGridSkeleton({ count }: { count: number }) {
  return (
    <LoadingRegion label="Loading chefs…" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} padding="sm">
          {/* The card stays still; what is inside it pulses as one. */}
          <SkeletonGroup>
            <div className="flex items-center gap-4">
              <Skeleton className="h-14 w-14 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="mt-5 h-5 w-1/2" />
            <Skeleton className="mt-4 h-4 w-1/3" />
          </SkeletonGroup>
        </Card>
      ))}
    </LoadingRegion>
  );
}
