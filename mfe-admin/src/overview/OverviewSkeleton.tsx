import { LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function OverviewSkeleton() {
  return (
    <LoadingRegion label="Loading the overview…">
      <SkeletonGroup>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      </SkeletonGroup>
    </LoadingRegion>
  );
}
