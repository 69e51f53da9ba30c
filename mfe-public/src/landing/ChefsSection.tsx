import { LANDING_LIST_LIMIT } from '@chefs/contracts';
import { useChefs } from '@chefs/api-client';
import { ChefCard, Container, ErrorState } from '@chefs/ui';
import { useDeferredValue, useRef } from 'react';
import { Link } from 'react-router';
import { firstControlIn, useRetryFocus } from '../common/useRetryFocus';
import { ChefsGridSkeleton } from './ChefsGridSkeleton';
import { ChefsOnboarding } from './ChefsOnboarding';

export function ChefsSection() {
  // Deferred: the list drawn when its page arrives renders at a transition's priority, in slices
  // React can pause for input, not in one long task (docs/performance.md, "Long tasks").
  const chefs = useDeferredValue(useChefs({ limit: LANDING_LIST_LIMIT }));
  const list = useRef<HTMLUListElement>(null);
  // "Try again" goes when the chefs come: the first card takes the focus it had.
  const retry = useRetryFocus(chefs.isSuccess, () => firstControlIn(list.current));
  return (
    // tabIndex -1: the hero's "Find a Chef" focuses the section it scrolls to; it is no control,
    // so it shows no ring. The sticky header is cleared by the page's scroll-padding (shell).
    <section id="chefs" aria-labelledby="chefs-title" tabIndex={-1} className="py-16 outline-none sm:py-20">
      <Container>
        <div className="mb-8 max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-copper-700 uppercase">Our chefs</p>
          <h2 id="chefs-title" className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">
            Meet the chefs cooking in Atlanta
          </h2>
          <p className="mt-3 text-muted">Vetted local talent for meal prep, date nights and dinner parties.</p>
        </div>
        {chefs.isPending ? (
          <ChefsGridSkeleton count={LANDING_LIST_LIMIT} />
        ) : chefs.isError ? (
          <ErrorState title="We couldn't load our chefs" onRetry={retry(chefs.refetch)} />
        ) : chefs.data.length === 0 ? (
          <ChefsOnboarding />
        ) : (
          <ul ref={list} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {chefs.data.map((chef) => (
              <li key={chef.id}>
                <ChefCard chef={chef} href={`/chef/${chef.id}`} linkComponent={Link} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
