import { Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function BookingDetailSkeleton() {
  return (
    <Container className="py-10 sm:py-12">
      <LoadingRegion label="Loading your booking…">
        <SkeletonGroup>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-4 h-10 w-80 max-w-full" />
          <Skeleton className="mt-3 h-4 w-56 max-w-full" />
          <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="grid grid-cols-1 gap-6 lg:col-span-2">
              <Skeleton className="h-96 rounded-2xl" />
              <Skeleton className="h-40 rounded-2xl" />
            </div>
            <Skeleton className="h-44 rounded-2xl" />
          </div>
        </SkeletonGroup>
      </LoadingRegion>
    </Container>
  );
}
