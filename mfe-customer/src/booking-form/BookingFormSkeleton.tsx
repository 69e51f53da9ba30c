import { Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';

export function BookingFormSkeleton() {
  return (
    <Container className="py-10 sm:py-12">
      <LoadingRegion label="Loading the booking form…">
        <SkeletonGroup>
          <Skeleton className="h-10 w-72 max-w-full" />
          <Skeleton className="mt-3 h-4 w-56 max-w-full" />
          <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
            <Skeleton className="h-[36rem] rounded-2xl lg:col-span-2" />
            <div className="grid content-start gap-6">
              <Skeleton className="h-80 rounded-2xl" />
              <Skeleton className="h-48 rounded-2xl" />
            </div>
          </div>
        </SkeletonGroup>
      </LoadingRegion>
    </Container>
  );
}
