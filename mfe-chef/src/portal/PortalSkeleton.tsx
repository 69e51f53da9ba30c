import { Card, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function PortalSkeleton() {
  return (
    <LoadingRegion label="Loading your chef portal…">
      <Card padding="lg">
        {/* The card stays still; what is inside it pulses as one. */}
        <SkeletonGroup>
          <div className="flex items-center gap-4">
            <Skeleton className="h-20 w-20 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        </SkeletonGroup>
      </Card>
    </LoadingRegion>
  );
}
