import { Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function ChefProfileSkeleton() {
  return (
    <Container className="py-10 sm:py-12">
      <LoadingRegion label="Loading the chef's profile…">
        <div className="rounded-2xl border border-line bg-white p-6">
          <SkeletonGroup className="flex items-center gap-6">
            <Skeleton className="h-20 w-20 shrink-0 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-9 w-64 max-w-full" />
              <Skeleton className="mt-3 h-4 w-40 max-w-full" />
              <Skeleton className="mt-3 h-4 w-72 max-w-full" />
            </div>
          </SkeletonGroup>
        </div>
        <SkeletonGroup className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="grid grid-cols-1 gap-6 lg:col-span-2">
            <Skeleton className="h-72 rounded-2xl" />
            <Skeleton className="h-56 rounded-2xl" />
          </div>
          <Skeleton className="h-64 rounded-2xl" />
        </SkeletonGroup>
      </LoadingRegion>
    </Container>
  );
}
