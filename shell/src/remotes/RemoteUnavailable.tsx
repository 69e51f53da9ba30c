import { Button, Card, Container } from '@chefs/ui';
import { CircleAlert } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { leavePrerendered } from '../prerender/leave-prerendered';

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  useLayoutEffect(leavePrerendered, []); // a prerendered page whose portal failed to load
  return (
    <Container className="py-12 sm:py-16">
      <Card role="alert" className="mx-auto flex max-w-md flex-col items-center text-center">
        <CircleAlert aria-hidden="true" className="mb-3 h-8 w-8 text-copper-600" />
        <p className="text-lg font-semibold text-ink">This section is unavailable right now.</p>
        <p className="mt-1 text-sm text-muted">The rest of the site still works. You can try loading it again.</p>
        <Button className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </Container>
  );
}
