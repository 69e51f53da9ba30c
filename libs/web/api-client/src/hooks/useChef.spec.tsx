import { screen } from '@testing-library/react';
import { aChef, installFakeFetch, NOT_FOUND, renderWithProviders } from '../testing';
import { useChef } from './useChef';
import { useChefReviews } from './useChefReviews';

function Probe({ id }: { id: string }) {
  const chef = useChef(id);
  const reviews = useChefReviews(id, { limit: 3 });
  if (chef.isPending || reviews.isPending) return <p>loading</p>;
  if (chef.isError || reviews.isError) return <p>failed</p>;
  return <p>{chef.data ? `${chef.data.name}: ${reviews.data.length} reviews` : 'no such chef'}</p>;
}

describe('useChef and useChefReviews', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('read a chef and their reviews by id', async () => {
    fake = installFakeFetch({
      'GET /api/chefs/3': { body: aChef({ id: 3, name: 'Ana Ortiz' }) },
      'GET /api/reviews/chef/3?limit=3': {
        body: {
          items: [{ id: 1, rating: 5, comment: 'Superb', customerName: 'Casey', createdAt: '2025-01-01' }],
          nextCursor: null,
        },
      },
    });
    renderWithProviders(<Probe id="3" />);
    expect(await screen.findByText('Ana Ortiz: 1 reviews')).toBeInTheDocument();
  });

  it('give null and no reviews for a chef that does not exist', async () => {
    fake = installFakeFetch({ 'GET /api/chefs/404': NOT_FOUND, 'GET /api/reviews/chef/404': NOT_FOUND });
    renderWithProviders(<Probe id="404" />);
    expect(await screen.findByText('no such chef')).toBeInTheDocument();
  });

  it('do not call the server for an id that is not a number', async () => {
    fake = installFakeFetch({});
    renderWithProviders(<Probe id="marcus" />);
    expect(await screen.findByText('no such chef')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });
});
