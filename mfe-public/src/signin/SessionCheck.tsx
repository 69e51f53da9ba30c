import { Container, LoadingRegion, Skeleton } from '@chefs/ui';

/** What a sign-in page shows while the session is being checked. */
export function SessionCheck() {
  return (
    <Container className="py-12 sm:py-20">
      <LoadingRegion label="Checking your session…">
        <Skeleton className="mx-auto h-80 max-w-md rounded-2xl" />
      </LoadingRegion>
    </Container>
  );
}
