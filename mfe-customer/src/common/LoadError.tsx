import { Container, ErrorState } from '@chefs/ui';
import { useRef } from 'react';

export interface LoadErrorProps {
  /** The page's own heading, so the page keeps its h1. */
  heading: string;
  title: string;
  onRetry: () => void;
}

/**
 * A page whose data could not be loaded: its heading, what failed, and Try again. Try again
 * first hands the focus to the page's main landmark (the shell's <main>, which stays): this view
 * and its button give way to the page once the data comes, and the focus of whoever pressed it
 * fell to <body> (a keyboard user started again from the top, a screen reader said nothing).
 */
export function LoadError({ heading, title, onRetry }: LoadErrorProps) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <Container className="py-12">
      <h1 className="mb-6 text-3xl font-semibold text-brand-900">{heading}</h1>
      <div ref={root}>
        <ErrorState title={title} onRetry={onRetry} retryFocus={() => root.current?.closest<HTMLElement>('main')} />
      </div>
    </Container>
  );
}
