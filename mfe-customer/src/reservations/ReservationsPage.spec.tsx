import { aBooking, aUser, SERVER_ERROR, UNAUTHORIZED, type FakeAnswer } from '@chefs/api-client/testing';
import { addDays, marketToday } from '@chefs/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, setUpPageSpecs } from '../testing/render-page';
import { ReservationsPage } from './ReservationsPage';
import { SignedInRoot } from './SignedInRoot';

function renderPortal(
  pages: Record<string, FakeAnswer | (() => FakeAnswer)>,
  user: FakeAnswer = { body: aUser({ firstName: 'Casey' }) },
) {
  return renderPage(<ReservationsPage />, {
    path: '/customer-portal',
    at: '/customer-portal',
    network: { 'GET /api/auth/user': user, ...pages },
  });
}

const page = (items: ReturnType<typeof aBooking>[], nextCursor: string | null = null) => ({
  body: { items, nextCursor },
});

describe('ReservationsPage', () => {
  setUpPageSpecs();

  it('greets the customer and shows a skeleton while loading', async () => {
    renderPortal({ 'GET /api/bookings': 'pending' });
    expect(await screen.findByText('Welcome back, Casey')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('Loading your reservations');
  });

  it('shows each reservation by the card rules of docs/product.md §2', async () => {
    renderPortal({
      'GET /api/bookings': page([
        aBooking({
          id: 3,
          serviceType: 'private_dinner',
          status: 'confirmed',
          paymentStatus: 'paid',
          guestCount: 6,
          totalAmount: 510,
          eventDate: '2026-12-12',
          eventTime: 'evening',
          specialRequests: 'Nut allergy',
        }),
        aBooking({
          id: 2,
          serviceType: 'meal_prep',
          status: 'pending',
          guestCount: 1,
          totalAmount: 85,
          eventDate: addDays(marketToday(), 10),
        }),
        aBooking({ id: 1, status: 'completed' }),
        // A request not answered by its date: the worker cancels it, so it is not paid for.
        aBooking({ id: 4, status: 'pending', eventDate: addDays(marketToday(), -1) }),
      ]),
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);

    const [dinner, prep, done, lapsed] = cards.map((c) => within(c));
    // Each title link says which booking it opens: several of one service would otherwise read alike.
    expect(dinner.getByRole('link', { name: 'Private Dining Experience on Dec 12, 2026' })).toHaveAttribute(
      'href',
      '/bookings/3',
    );
    expect(dinner.getByText('Confirmed')).toBeInTheDocument();
    expect(dinner.getByText('Paid')).toBeInTheDocument();
    expect(dinner.getByText('Dec 12, 2026')).toBeInTheDocument();
    expect(dinner.getByText('5:00 PM - 9:00 PM')).toBeInTheDocument();
    expect(dinner.getByText('6 guests')).toBeInTheDocument();
    expect(dinner.getByText('$510.00')).toBeInTheDocument();
    expect(dinner.getByText('Nut allergy')).toBeInTheDocument();
    expect(dinner.getByText('Chef will arrive at Your location')).toBeInTheDocument();
    expect(cards[0].className).toContain('bg-emerald-50');

    expect(prep.getByRole('link', { name: /^Meal Prep Service on [A-Z][a-z]{2} \d{1,2}, \d{4}$/ })).toHaveAttribute(
      'href',
      '/bookings/2',
    );
    expect(prep.getByText('1 guest')).toBeInTheDocument();
    expect(prep.queryByText('Chef will arrive at Your location')).not.toBeInTheDocument();
    expect(cards[1].className).toContain('bg-amber-50');
    expect(done.queryByText('Chef will arrive at Your location')).not.toBeInTheDocument();
    expect(cards[2].className).toContain('bg-sky-50');
    // Only the unpaid booking that is still on offers its checkout.
    expect(prep.getByRole('link', { name: /^Pay now for Meal Prep Service on / })).toHaveAttribute(
      'href',
      '/checkout/2',
    );
    expect(dinner.queryByRole('link', { name: /^Pay now/ })).not.toBeInTheDocument();
    expect(done.queryByRole('link', { name: /^Pay now/ })).not.toBeInTheDocument();
    expect(lapsed.queryByRole('link', { name: /^Pay now/ })).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@chefs.test',
    );
  });

  it('keeps the focus on Load more while the next page comes: busy, not disabled', async () => {
    renderPortal({
      'GET /api/bookings?limit=20': page([aBooking({ id: 9 })], 'next'),
      'GET /api/bookings?limit=20&cursor=next': 'pending',
    });
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    loadMore.focus();
    fireEvent.click(loadMore);
    await waitFor(() => expect(loadMore).toHaveTextContent('Loading...'));
    expect(loadMore).toHaveAttribute('aria-disabled', 'true');
    expect(loadMore).not.toBeDisabled();
    expect(loadMore).toHaveFocus();
  });

  it('loads more while there is a next page, the focus going on to the first new reservation', async () => {
    const fake = renderPortal({
      'GET /api/bookings?limit=20': page([aBooking({ id: 9 })], 'next'),
      'GET /api/bookings?limit=20&cursor=next': page([
        aBooking({ id: 8, status: 'cancelled', serviceType: 'meal_prep', eventDate: '2026-11-02' }),
      ]),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    loadMore.focus();
    fireEvent.click(loadMore);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('article')[1].className).toContain('bg-stone-50');
    // The last page: the button is gone, and the focus is on the new card, not on the page.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Meal Prep Service on Nov 2, 2026' })).toHaveFocus());
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/api/auth/user',
      '/api/bookings?limit=20',
      '/api/bookings?limit=20&cursor=next',
    ]);
  });

  it('hands the focus to the retry when the next page cannot be loaded, keeping the reservations shown', async () => {
    renderPortal({
      'GET /api/bookings?limit=20': page([aBooking({ id: 9 })], 'next'),
      'GET /api/bookings?limit=20&cursor=next': SERVER_ERROR,
    });
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    loadMore.focus();
    fireEvent.click(loadMore);
    expect(await screen.findByText("We couldn't load more reservations")).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  });

  it('offers a way to start when there are no reservations', async () => {
    renderPortal(
      { 'GET /api/bookings': page([]) },
      { body: aUser({ firstName: null, email: 'jordan.lee@demo.test' }) },
    );
    expect(await screen.findByRole('heading', { name: 'No reservations yet' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, jordan.lee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Profile' })).toHaveAttribute('href', '/customer-signup');
    expect(screen.getByRole('link', { name: 'Browse Chefs' })).toHaveAttribute('href', '/#chefs');
  });

  it('says when the reservations cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    renderPortal({ 'GET /api/bookings': () => answer });
    expect(await screen.findByText("We couldn't load your reservations")).toBeInTheDocument();
    answer = page([aBooking({ id: 4 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    // The message and its button gave way to the list: the focus waits on the heading, not <body>.
    expect(screen.getByRole('heading', { level: 1, name: 'My Reservations' })).toHaveFocus();
  });

  it('asks a visitor to sign in', async () => {
    const fake = renderPortal({}, UNAUTHORIZED);
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/auth/user']);
  });
});

describe('SignedInRoot', () => {
  setUpPageSpecs();

  const renderRoot = (at: string, role: 'customer' | 'chef' | 'admin') =>
    renderPage(<SignedInRoot />, {
      path: '/',
      at,
      network: { 'GET /api/auth/user': { body: aUser({ role }) }, 'GET /api/bookings': page([aBooking({ id: 5 })]) },
    });

  it('shows a customer their reservations', async () => {
    renderRoot('/', 'customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Reservations' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it.each(['#chefs', '#how-it-works'])('sends a customer’s /%s on to the same section of /home', async (hash) => {
    renderRoot(`/${hash}`, 'customer');
    expect(await screen.findByText(`now at /home${hash}`)).toBeInTheDocument();
  });

  it.each([
    ['chef', '/', '/chef-portal'],
    ['admin', '/', '/admin'],
    ['chef', '/#chefs', '/chefs'],
    ['admin', '/#chefs', '/chefs'],
  ] as const)('sends a signed-in %s at %s on to %s without asking for bookings', async (role, at, to) => {
    const fake = renderRoot(at, role);
    expect(await screen.findByText(`now at ${to}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Reservations' })).not.toBeInTheDocument();
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/auth/user']);
  });
});
