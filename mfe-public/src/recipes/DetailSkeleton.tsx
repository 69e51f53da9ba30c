import { Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

/** The shape of a recipe or dish page while the catalogue loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Container className="py-8 sm:py-12">
      <LoadingRegion label={label}>
        <SkeletonGroup>
          <Skeleton className="h-4 w-32" />
          <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_1.1fr]">
            <Skeleton className="aspect-[4/3] w-full rounded-3xl" />
            <div className="space-y-4">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-10 w-4/5" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <div className="grid grid-cols-2 gap-3 pt-2 sm:grid-cols-4">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            </div>
          </div>
          <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_20rem]">
            <Skeleton className="h-64" />
            <Skeleton className="h-48" />
          </div>
        </SkeletonGroup>
      </LoadingRegion>
    </Container>
  );
}
