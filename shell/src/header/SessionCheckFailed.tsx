import { useAuth } from '@chefs/api-client';
import { Button, Container } from '@chefs/ui';

/**
 * Shown under the header while the session could not be read (a server down, no network): the
 * pages wait rather than treat the person as signed out and send them to a sign-in that would
 * fail as well. "Try again" asks once more.
 */
export function SessionCheckFailed() {
  const { sessionFailed, retrySession } = useAuth();
  if (!sessionFailed) return null;
  return (
    <div role="alert" className="border-b border-red-200 bg-red-50">
      <Container className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-red-900">
        <p>We couldn&apos;t reach our servers to check your sign-in. Please try again in a moment.</p>
        <Button variant="outline" size="sm" onClick={retrySession}>
          Try again
        </Button>
      </Container>
    </div>
  );
}
