import { Container, ErrorState } from '@chefs/ui';

export interface LoadErrorProps {
  /** The page's own heading, so the page keeps its h1. */
  heading: string;
  title: string;
  onRetry: () => void;
}

/** A page whose data could not be loaded: its heading, what failed, and Try again. */
export function LoadError({ heading, title, onRetry }: LoadErrorProps) {
  return (
    <Container className="py-12">
      <h1 className="mb-6 text-3xl font-semibold text-brand-900">{heading}</h1>
      <ErrorState title={title} onRetry={onRetry} />
    </Container>
  );
}
