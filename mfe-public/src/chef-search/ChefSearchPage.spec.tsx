import { aChef, installFakeFetch, renderWithProviders, SERVER_ERROR, type FakeAnswer } from '@chefs/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { chefsServer } from '../testing/catalogue-server';
import { ChefSearchPage } from './ChefSearchPage';

function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

let fake: ReturnType<typeof installFakeFetch>;
function renderSearch(route: string, routes: Record<string, FakeAnswer | ((request: { url: string }) => FakeAnswer)>) {
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
/** The results' live status line (the location readout is an output, a status too). */
const liveStatus = (text: string) => screen.getByText(text, { selector: 'p[role=status]' });
/** Chef search by ZIP: chefs in 30306, none in 99999. */
const byZip = ({ url }: { url: string }): FakeAnswer => ({
  body: {
    items: url.includes('zip=30306')
      ? [aChef({ id: 2, name: 'Giulia Romano' }), aChef({ id: 3, name: 'Ada Lee' })]
      : [],
    nextCursor: null,
  },
});

describe('ChefSearchPage', () => {
  afterEach(() => fake.restore());

  it('reads the query, prefills the bar and shows the matching chefs as cards', async () => {
    renderSearch('/chefs?zip=30306&cuisine=italian&date=2030-05-01', {
      'GET /api/chefs/search?zip=30306&cuisine=italian&date=2030-05-01&limit=12': {
        body: {
          items: [aChef({ id: 2, name: 'Giulia Romano', cuisines: ['italian', 'mediterranean', 'french'] })],
          nextCursor: null,
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Chef' })).toBeInTheDocument();
    expect(valueOf('ZIP code')).toBe('30306');
    expect(valueOf('Cuisine')).toBe('italian');
    expect(valueOf('Date')).toBe('2030-05-01');
    expect(screen.getByText('Loading chefs…')).toBeInTheDocument();

    const card = (await screen.findByRole('link', { name: 'Giulia Romano' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Giulia Romano' })).toHaveAttribute('href', '/chef/2');
    expect(card.textContent).toContain('From $85/person');
    expect(within(card).queryByText('French')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 chef available' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Your filters' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ZIP 30306', 'Italian', 'May 1, 2030']);
  });

  it('offers "Apply to be a Chef" and "Join Waitlist" when no chef matches', async () => {
    renderSearch('/chefs?zip=30306&cuisine=asian&date=', {
      'GET /api/chefs/search?zip=30306&cuisine=asian&limit=12': { body: { items: [], nextCursor: null } },
    });
    expect(await screen.findByRole('heading', { name: 'No chefs match your search yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to be a Chef' })).toHaveAttribute('href', '/chef-application');
    expect(screen.getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute('href', '/api/login');
  });

  it("shows the server's plain message for a bad query", async () => {
    renderSearch('/chefs?zip=12&cuisine=&date=', {
      'GET /api/chefs/search?zip=12&limit=12': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Please enter a 5-digit ZIP code' },
      },
    });
    expect(await screen.findByText('Please check your search')).toBeInTheDocument();
    expect(screen.getByText('Please enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    renderSearch('/chefs', { 'GET /api/chefs/search': () => answer });
    expect(await screen.findByText("We couldn't search our chefs")).toBeInTheDocument();
    answer = {
      body: { items: [aChef({ name: 'Back Again' }), aChef({ id: 3, name: 'Second Chef' })], nextCursor: null },
    };
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: '2 chefs available' })).toBeInTheDocument();
    // The button went with the error: the keyboard is on the first card, not back at the page's top.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back Again' })).toHaveFocus());
  });

  it('refines the search from the prefilled bar', async () => {
    renderSearch('/chefs?zip=30306&cuisine=italian&date=', {
      'GET /api/chefs/search?zip=30306&cuisine=italian&limit=12': {
        body: { items: [aChef({ name: 'Giulia Romano' })], nextCursor: null },
      },
      'GET /api/chefs/search?zip=30306&cuisine=mediterranean&limit=12': {
        body: { items: [aChef({ name: 'Sofia Haddad' })], nextCursor: null },
      },
    });
    await screen.findByRole('link', { name: 'Giulia Romano' });
    fireEvent.change(within(bar()).getByLabelText('Cuisine'), { target: { value: 'mediterranean' } });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Sofia Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/chefs?zip=30306&cuisine=mediterranean&date=',
    );
  });

  it('says what each search found in one live status line that stays, "no chefs" too', async () => {
    renderSearch('/chefs?zip=30306&cuisine=&date=', { 'GET /api/chefs/search': byZip });
    await screen.findByRole('link', { name: 'Giulia Romano' });
    const status = liveStatus('2 chefs available');
    fireEvent.change(within(bar()).getByLabelText('ZIP code'), { target: { value: '99999' } });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'No chefs match your search yet' });
    // The same element, its text changed: screen readers read a change, seldom a new region.
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent(/^No chefs match your search yet$/);
  });

  it('keeps the focus on the field or button that searched', async () => {
    renderSearch('/chefs?zip=30306&cuisine=&date=', { 'GET /api/chefs/search': byZip });
    await screen.findByRole('link', { name: 'Giulia Romano' });
    const zip = within(bar()).getByLabelText('ZIP code');
    zip.focus();
    fireEvent.change(zip, { target: { value: '99999' } });
    fireEvent.submit(bar()); // Enter in the field
    await screen.findByRole('heading', { name: 'No chefs match your search yet' });
    expect(within(bar()).getByLabelText('ZIP code')).toHaveFocus();

    const button = within(bar()).getByRole('button', { name: 'Search' });
    button.focus();
    fireEvent.change(within(bar()).getByLabelText('ZIP code'), { target: { value: '30306' } });
    fireEvent.click(button);
    await screen.findByRole('link', { name: 'Giulia Romano' });
    expect(within(bar()).getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('fills the bar afresh from the query on Back, without the last error', async () => {
    renderSearch('/chefs?zip=30306&cuisine=&date=', { 'GET /api/chefs/search': byZip });
    await screen.findByRole('link', { name: 'Giulia Romano' });
    fireEvent.change(within(bar()).getByLabelText('ZIP code'), { target: { value: '99999' } });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'No chefs match your search yet' });
    fireEvent.change(within(bar()).getByLabelText('ZIP code'), { target: { value: '123' } });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Search' }));
    expect(within(bar()).getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByRole('link', { name: 'Giulia Romano' });
    expect(valueOf('ZIP code')).toBe('30306');
    expect(within(bar()).getByLabelText('ZIP code')).not.toHaveAttribute('aria-invalid');
  });

  it('moves the focus to the first new chef on "Load more", and keeps it there past the last page', async () => {
    const chefs = Array.from({ length: 15 }, (_, i) => aChef({ id: i + 1, name: `Chef Number ${i + 1}` }));
    renderSearch('/chefs', { 'GET /api/chefs/search': chefsServer(chefs) });
    const button = await screen.findByRole('button', { name: 'Load more chefs' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Chef Number 13' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more chefs' })).not.toBeInTheDocument();
    expect(liveStatus('15 chefs available')).toBeInTheDocument();
  });

  it('shows a page at a time with "Load more", and sorts on the server', async () => {
    const chefs = Array.from({ length: 15 }, (_, i) => aChef({ id: i + 1, name: `Chef Number ${i + 1}` }));
    renderSearch('/chefs', { 'GET /api/chefs/search': chefsServer(chefs) });
    expect(await screen.findByRole('heading', { level: 2, name: '12+ chefs available' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more chefs' }));
    expect(await screen.findByRole('heading', { level: 2, name: '15 chefs available' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Matching chefs' })).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Load more chefs' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'rating' } });
    await screen.findByRole('heading', { level: 2, name: '12+ chefs available' });
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/chefs?sort=rating');
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/api/chefs/search?limit=12',
      '/api/chefs/search?limit=12&cursor=12',
      '/api/chefs/search?sort=rating&limit=12',
    ]);
  });
});
