import { Sparkles } from 'lucide-react';
import { type ReactNode } from 'react';
import { Container } from './Container';
import { EmptyState } from '../feedback/EmptyState';

export interface ComingSoonProps {
  /** The page's name, shown as its heading. */
  title: string;
  description?: string;
  /** A way out, e.g. a link home. */
  action?: ReactNode;
}

/** An honest placeholder for a page that is planned but not built yet. */
export function ComingSoon({ title, description, action }: ComingSoonProps) {
  return (
    <Container className="py-12 sm:py-16">
      <h1 className="mb-6 text-3xl font-semibold text-brand-900">{title}</h1>
      <EmptyState
        level={2}
        icon={<Sparkles className="h-6 w-6" />}
        title="Coming soon"
        description={description ?? 'We are still preparing this page. Check back shortly.'}
        actions={action}
      />
    </Container>
  );
}
