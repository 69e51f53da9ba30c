import {
  aChef,
  installFakeFetch,
  renderWithProviders,
  SERVER_ERROR,
  type FakeAnswer,
} from '@chefs/api-client/src/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { ChefSearchPage } from './ChefSearchPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

let fake: ReturnType<typeof installFakeFetch>;
function renderSearch(route: string, routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  fake = installFakeFetch(routes);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/chefs" element={<ChefSearchPage />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}
const bar = () => screen.getByRole('search', { name: 'Find a chef' });
const valueOf = (name: string) => within(bar()).getByLabelText<HTMLInputElement | HTMLSelectElement>(name).value;

describe('ChefSearchPage', () => {
  afterEach(() => fake.restore());

  it('reads the query, prefills the bar and shows the matching chefs as cards', async () => {
    renderSearch('/chefs?zip=30306&cuisine=italian&date=2030-05-01', {
      'GET /api/chefs/search?zip=30306&cuisine=italian&date=2030-05-01': {
        body: [aChef({ id: 2, name: 'Giulia Romano', cuisines: ['italian', 'mediterranean', 'french'] })],
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Chef' })).toBeTruthy();
    expect(valueOf('ZIP code')).toBe('30306');
    expect(valueOf('Cuisine')).toBe('italian');
    expect(valueOf('Date')).toBe('2030-05-01');
    expect(screen.getByText('Loading chefs…')).toBeTruthy();

    const card = (await screen.findByRole('link', { name: 'Giulia Romano' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Giulia Romano' }).getAttribute('href')).toBe('/chef/2');
    expect(card.textContent).toContain('From $85/person');
    expect(within(card).queryByText('French')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '1 chef available' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Your filters' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ZIP 30306', 'Italian', 'May 1, 2030']);
  });

  it('offers "Apply to be a Chef" and "Join Waitlist" when no chef matches', async () => {
    renderSearch('/chefs?zip=30306&cuisine=asian&date=', {
      'GET /api/chefs/search?zip=30306&cuisine=asian': { body: [] },
    });
    expect(await screen.findByRole('heading', { name: 'No chefs match your search yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply to be a Chef' }).getAttribute('href')).toBe('/chef-application');
    expect(screen.getByRole('link', { name: 'Join Waitlist' }).getAttribute('href')).toBe('/api/login');
  });

  it("shows the server's plain message for a bad query", async () => {
    renderSearch('/chefs?zip=12&cuisine=&date=', {
      'GET /api/chefs/search?zip=12': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Please enter a 5-digit ZIP code' },
      },
    });
    expect(await screen.findByText('Please check your search')).toBeTruthy();
    expect(screen.getByText('Please enter a 5-digit ZIP code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the search fails', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    renderSearch('/chefs', { 'GET /api/chefs/search': () => answer });
    expect(await screen.findByText("We couldn't search our chefs")).toBeTruthy();
    answer = { body: [aChef({ name: 'Back Again' }), aChef({ id: 3, name: 'Second Chef' })] };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2 chefs available' })).toBeTruthy();
  });

  it('refines the search from the prefilled bar', async () => {
    renderSearch('/chefs?zip=30306&cuisine=italian&date=', {
      'GET /api/chefs/search?zip=30306&cuisine=italian': { body: [aChef({ name: 'Giulia Romano' })] },
      'GET /api/chefs/search?zip=30306&cuisine=mediterranean': { body: [aChef({ name: 'Sofia Haddad' })] },
    });
    await screen.findByRole('link', { name: 'Giulia Romano' });
    fireEvent.change(within(bar()).getByLabelText('Cuisine'), { target: { value: 'mediterranean' } });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Sofia Haddad' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/chefs?zip=30306&cuisine=mediterranean&date=',
    );
  });
});
