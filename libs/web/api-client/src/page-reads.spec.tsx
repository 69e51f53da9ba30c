import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from './query-client';
import { aChef, installFakeFetch } from './testing';
import { useAuth } from './hooks/useAuth';
import { useChef } from './hooks/useChef';
import { useChefReviews } from './hooks/useChefReviews';
import { useHome } from './hooks/useHome';
import { useChefs } from './hooks/useChefs';
import { useChefSearch } from './hooks/useChefSearch';
import { useRecipes, useRecipesBySlug } from './hooks/useRecipes';
import { pageReadKey, seedPageReads } from './page-reads';

/** Each hook a page drawn on the server is drawn with, on its first render. */
function FirstRender() {
  const { user } = useAuth();
  const chef = useChef('4');
  const reviews = useChefReviews('4', { limit: 3 });
  const home = useHome();
  const recipes = useRecipesBySlug('grits');
  return (
    <p>
      {[
        user?.firstName,
        chef.data?.name,
        reviews.data?.length,
        home.data ? 'home' : 'no home',
        recipes.data?.[0]?.title ?? 'no recipe',
      ].join(', ')}
    </p>
  );
}

describe('seedPageReads', () => {
  it('puts each read where its hook reads it, so the first render has its data and asks for nothing', () => {
    const fake = installFakeFetch({});
    try {
      const client = createQueryClient();
      seedPageReads(client, [
        { url: '/api/auth/user', body: { id: 7, email: 'casey@example.com', firstName: 'Casey', role: 'customer' } },
        { url: '/api/chefs/4', body: aChef({ id: 4, name: 'Ana Ortiz' }) },
        {
          url: '/api/reviews/chef/4?limit=3',
          body: { items: [{ id: 1, rating: 5, comment: 'Superb', customerName: 'Casey', createdAt: '2025-01-01' }] },
        },
        { url: '/api/home', body: { upcoming: [] } },
        { url: '/api/recipes?slug=grits&limit=5', body: { items: [{ id: 2, title: 'Grits' }], nextCursor: null } },
      ]);
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <FirstRender />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(screen.getByText('Casey, Ana Ortiz, 1, home, Grits')).toBeInTheDocument();
      expect(fake.calls).toEqual([]);
    } finally {
      fake.restore();
    }
  });

  it("seeds a list's page as the first page of the list's pages, which the visitor can then page on", async () => {
    const fake = installFakeFetch({
      'GET /api/recipes?collection=hub&limit=12&cursor=c2': {
        body: { items: [{ id: 9, title: 'Okra' }], nextCursor: null },
      },
    });
    function Lists() {
      const chefs = useChefs({ limit: 6 });
      const hub = useRecipes({ collection: 'hub' });
      const dishes = useRecipes({ collection: 'fine_dining' }, { pageSize: 6 });
      const search = useChefSearch({});
      return (
        <>
          <p>
            {[chefs.data, hub.data, dishes.data, search.data]
              .map((items) => items?.map((item) => ('title' in item ? item.title : item.name)).join('+'))
              .join(', ')}
          </p>
          <button onClick={() => void hub.fetchNextPage()} disabled={!hub.hasNextPage}>
            More recipes
          </button>
        </>
      );
    }
    try {
      const client = createQueryClient();
      seedPageReads(client, [
        { url: '/api/chefs?limit=6', body: { items: [aChef({ id: 4, name: 'Ana Ortiz' })], nextCursor: null } },
        { url: '/api/recipes?collection=hub&limit=12', body: { items: [{ id: 2, title: 'Grits' }], nextCursor: 'c2' } },
        {
          url: '/api/recipes?collection=fine_dining&limit=6',
          body: { items: [{ id: 3, title: 'Duck' }], nextCursor: null },
        },
        { url: '/api/chefs/search?limit=12', body: { items: [aChef({ id: 5, name: 'Bo Lee' })], nextCursor: null } },
      ]);
      render(
        <QueryClientProvider client={client}>
          <Lists />
        </QueryClientProvider>,
      );
      expect(screen.getByText('Ana Ortiz, Grits, Duck, Bo Lee')).toBeInTheDocument();
      expect(fake.calls).toEqual([]);
      screen.getByRole('button', { name: 'More recipes' }).click();
      expect(await screen.findByText('Ana Ortiz, Grits+Okra, Duck, Bo Lee')).toBeInTheDocument();
    } finally {
      fake.restore();
    }
  });

  it('keeps the keys other code invalidates by', () => {
    expect(pageReadKey('/api/auth/user')).toEqual(['/api/auth/user']);
    expect(pageReadKey('/api/home')).toEqual(['/api/home']);
    expect(pageReadKey('/api/chefs/12')).toEqual(['/api/chefs', 12]);
    expect(pageReadKey('/api/reviews/chef/12?limit=3')).toEqual(['/api/reviews/chef', '12?limit=3']);
    expect(pageReadKey('/api/recipes?slug=x&limit=5')).toEqual(['/api/recipes', '/api/recipes?slug=x&limit=5']);
  });
});
