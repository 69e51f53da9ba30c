import { Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

/** The checkout while the booking loads: heading, summary and payment card placeholders. */
export function CheckoutSkeleton() {
  return (
    <Container className="py-8 sm:py-12">
      <LoadingRegion label="Loading checkout…">
        <SkeletonGroup>
          <Skeleton className="h-10 w-80 max-w-full" />
          <Skeleton className="mt-3 h-4 w-64 max-w-full" />
          <div className="mt-8 grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <Skeleton className="h-96 rounded-2xl" />
            <Skeleton className="h-96 rounded-2xl" />
          </div>
        </SkeletonGroup>
      </LoadingRegion>
    </Container>
  );
}
