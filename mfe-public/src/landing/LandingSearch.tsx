import { Card, Container } from '@chefs/ui';
import { ChefSearchBar } from '../chef-search/ChefSearchBar';

/** The chef search bar, lifted over the hero's lower edge. */
export function LandingSearch() {
  return (
    <section aria-labelledby="search-title" className="relative z-10 -mt-8 sm:-mt-10">
      <Container>
        <Card className="shadow-xl">
          <h2 id="search-title" className="mb-4 text-xl font-semibold text-brand-900">
            Find a chef near you
          </h2>
          <ChefSearchBar />
        </Card>
      </Container>
    </section>
  );
}
