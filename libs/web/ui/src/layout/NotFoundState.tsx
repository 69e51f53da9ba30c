import { SearchX } from 'lucide-react';
import { type ReactNode } from 'react';
import { Card } from '../card/Card';
import { Container } from './Container';

export interface NotFoundStateProps {
  /** A way home. */
  action?: ReactNode;
  /** What is missing, as the page's h1 ("Chef Not Found"); the spec's 404 page by default. */
  title?: string;
  message?: string;
}

/** docs/product.md §2 not-found page: a card "404 Page Not Found" (or a missing chef, booking…) with a way home (`action`). */
export function NotFoundState({
  action,
  title = '404 Page Not Found',
  message = 'The page you are looking for does not exist or has moved.',
}: NotFoundStateProps) {
  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-md text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-copper-50 text-copper-700"
        >
          <SearchX className="h-7 w-7" />
        </div>
        <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
        <p className="mt-2 text-sm text-muted">{message}</p>
        {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
      </Card>
    </Container>
  );
}
