import { Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function HomeSkeleton() {
  return (
    <Container className="py-10">
      <LoadingRegion label="Loading your home…">
        <SkeletonGroup>
          <Skeleton className="h-10 w-72 max-w-full" />
          <Skeleton className="mt-3 h-4 w-96 max-w-full" />
          <div className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="mt-10 h-6 w-48" />
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40 rounded-2xl" />
            ))}
          </div>
        </SkeletonGroup>
      </LoadingRegion>
    </Container>
  );
}
