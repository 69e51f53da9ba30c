import { LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function ReservationsSkeleton() {
  return (
    <LoadingRegion label="Loading your reservations…">
      <SkeletonGroup className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-52 rounded-2xl" />
        ))}
      </SkeletonGroup>
    </LoadingRegion>
  );
}
