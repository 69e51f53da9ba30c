import { LANDING_LIST_LIMIT } from '@chefs/contracts';
import { buttonClasses, Container, EmptyState } from '@chefs/ui';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { DishGrid } from '../meals/DishGrid';
import { LandingCatalogue } from './LandingCatalogue';
import { SectionIntro } from './SectionIntro';

export function ChefsCollection() {
  return (
    <section aria-labelledby="collection-title" className="relative overflow-hidden bg-brand-950 py-16 sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50rem_26rem_at_100%_0%,rgb(194_111_55/0.25),transparent)]"
      />
      <Container className="relative">
        <SectionIntro
          tone="dark"
          eyebrow="Fine dining"
          title="Chef's Collection"
          titleId="collection-title"
          description="Signature dishes our chefs cook in your kitchen, with a wine pairing and a dessert to follow."
          action={
            <Link to="/meals" className={buttonClasses({ variant: 'inverse' })}>
              View the collection
            </Link>
          }
        />
        <LandingCatalogue
          collection="fine_dining"
          limit={LANDING_LIST_LIMIT}
          kind="dish"
          errorTitle="We couldn't load the collection"
          empty={
            // On a light, opaque panel: the empty state's card is see-through, and over this dark
            // band its grey text fell far below AA contrast.
            <div className="rounded-[var(--radius-card)] bg-cream">
              <EmptyState
                icon={<Sparkles className="h-6 w-6" />}
                title="Coming Soon"
                description="Our chefs are plating their signature dishes."
              />
            </div>
          }
        >
          {(dishes) => <DishGrid dishes={dishes} label="Signature dishes" />}
        </LandingCatalogue>
      </Container>
    </section>
  );
}
