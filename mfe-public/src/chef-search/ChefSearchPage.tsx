import { Card, Container } from '@chefs/ui';
import { useSearchParams } from 'react-router';
import { type ChefSort } from '@chefs/contracts';
import { readSearchParams, readSort } from './chef-search-params';
import { ChefSearchBar } from './ChefSearchBar';
import { ChefSearchResults } from './ChefSearchResults';

/** /chefs?zip=&cuisine=&date=&sort=: the landing search's results, a page at a time, with the bar prefilled to refine them. */
export function ChefSearchPage() {
  const [params, setParams] = useSearchParams();
  const values = readSearchParams(params);
  const sort = readSort(params);
  const setSort = (next: ChefSort) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next === 'default') copy.delete('sort');
        else copy.set('sort', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <>
      <section aria-labelledby="chef-search-title" className="relative bg-brand-900 pt-12 pb-24 text-white sm:pt-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(50rem_24rem_at_90%_-20%,rgb(194_111_55/0.3),transparent)]"
        />
        <Container className="relative">
          <p className="text-sm font-semibold tracking-wide text-copper-200 uppercase">
            Private chefs in metro Atlanta
          </p>
          <h1 id="chef-search-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            Find a Chef
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Chefs who serve your ZIP code, cook the cuisine you love and are free on your date.
          </p>
        </Container>
      </section>
      <Container className="relative -mt-14 pb-16">
        <Card className="mb-10">
          <ChefSearchBar initialValues={values} />
        </Card>
        <ChefSearchResults values={values} sort={sort} onSort={setSort} />
      </Container>
    </>
  );
}
