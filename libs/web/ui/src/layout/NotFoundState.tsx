import { SearchX } from 'lucide-react';
import { type ReactNode } from 'react';
import { Card } from '../card/Card';
import { Container } from './Container';

/** Spec §2 not-found page: a card "404 Page Not Found" with a way home (`action`). */
export function NotFoundState({ action }: { action?: ReactNode }) {
  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-md text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-copper-50 text-copper-700"
        >
          <SearchX className="h-7 w-7" />
        </div>
        <h1 className="mt-4 text-2xl font-semibold text-ink">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-muted">The page you are looking for does not exist or has moved.</p>
        {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
      </Card>
    </Container>
  );
}
