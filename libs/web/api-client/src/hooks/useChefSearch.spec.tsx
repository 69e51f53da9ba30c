import { fireEvent, screen } from '@testing-library/react';
import { aChef, installFakeFetch, renderWithProviders } from '../testing';
import { ApiError } from '../api-error';
import { useChefSearch } from './useChefSearch';

function Probe({ zip, cuisine, date }: { zip?: string; cuisine?: string; date?: string }) {
  const search = useChefSearch({ zip, cuisine, date });
  if (search.isPending) return <p>loading</p>;
  if (search.isError) {
    return <p>failed: {search.error instanceof ApiError ? search.error.userMessage : search.error.message}</p>;
  }
  return (
    <>
      <p>{search.data.map((c) => c.name).join(', ') || 'none'}</p>
      {search.hasNextPage ? <button onClick={() => void search.fetchNextPage()}>more</button> : null}
    </>
  );
}

describe('useChefSearch', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('asks the search endpoint for a page with the query and gives the matching chefs, then the next page', async () => {
    fake = installFakeFetch({
      'GET /api/chefs/search?zip=30306&cuisine=italian&limit=12': {
        body: { items: [aChef({ id: 1, name: 'Giulia Romano' })], nextCursor: 'page2' },
      },
      'GET /api/chefs/search?zip=30306&cuisine=italian&limit=12&cursor=page2': {
        body: { items: [aChef({ id: 2, name: 'Marco Bellini' })], nextCursor: null },
      },
    });
    renderWithProviders(<Probe zip="30306" cuisine="italian" />);
    expect(await screen.findByText('Giulia Romano')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('Giulia Romano, Marco Bellini')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
    expect(fake.calls.map((c) => [c.method, c.url, c.credentials])).toEqual([
      ['GET', '/api/chefs/search?zip=30306&cuisine=italian&limit=12', 'include'],
      ['GET', '/api/chefs/search?zip=30306&cuisine=italian&limit=12&cursor=page2', 'include'],
    ]);
  });

  it("fails a bad ZIP with the server's plain message", async () => {
    fake = installFakeFetch({
      'GET /api/chefs/search?zip=123&limit=12': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Please enter a 5-digit ZIP code' },
      },
    });
    renderWithProviders(<Probe zip="123" />);
    expect(await screen.findByText('failed: Please enter a 5-digit ZIP code')).toBeInTheDocument();
  });
});
