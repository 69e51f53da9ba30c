import { Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

/** What shows while a portal's code arrives. */
export function RemoteLoading() {
  return (
    <Container className="py-10">
      <LoadingRegion label="Loading…">
        <SkeletonGroup>
          <Skeleton className="h-10 w-2/3 max-w-md" />
          <Skeleton className="mt-4 h-4 w-full max-w-xl" />
          <Skeleton className="mt-2 h-4 w-5/6 max-w-lg" />
          <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        </SkeletonGroup>
      </LoadingRegion>
    </Container>
  );
}
