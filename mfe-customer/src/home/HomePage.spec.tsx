import { type HomeSummaryDto } from '@chefs/contracts';
import {
  aBooking,
  aChef,
  aRecipe,
  aUser,
  installFakeFetch,
  renderWithProviders,
  SERVER_ERROR,
  UNAUTHORIZED,
  type FakeAnswer,
} from '@chefs/api-client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { HomePage } from './HomePage';

const summary: HomeSummaryDto = {
  counts: { chefs: 12, recipes: 18, bookings: 5 },
  recentBookings: [
    aBooking({ id: 11, status: 'confirmed', totalAmount: 510, guestCount: 6, eventDate: '2025-03-14' }),
    aBooking({
      id: 10,
      status: 'pending',
      serviceType: 'meal_prep',
      guestCount: 1,
      totalAmount: 85,
      chefName: 'Grace Okafor',
    }),
    aBooking({ id: 9, status: 'completed' }),
    aBooking({ id: 8, status: 'cancelled' }),
  ],
  chefs: [
    aChef({ id: 1, name: 'Marcus Reed' }),
    aChef({ id: 2, name: 'Ana Ortiz' }),
    aChef({ id: 3, name: 'Kenji Watanabe' }),
    aChef({ id: 4, name: 'Fourth Chef' }),
  ],
  recipes: [
    aRecipe({ id: 1, title: 'Lemon Herb Chicken', slug: 'lemon-herb-chicken' }),
    aRecipe({ id: 2, title: 'Skillet Cornbread', slug: 'skillet-cornbread' }),
  ],
};

function renderHome(home: FakeAnswer | (() => FakeAnswer), user: FakeAnswer = { body: aUser({ firstName: 'Casey' }) }) {
  const fake = installFakeFetch({ 'GET /api/auth/user': user, 'GET /api/home': home });
  renderWithProviders(<HomePage />, { route: '/home' });
  return fake;
}

describe('HomePage', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('shows a skeleton while loading', async () => {
    fake = renderHome('pending');
    expect((await screen.findByRole('status')).textContent).toContain('Loading your home');
  });

  it('welcomes the user with counts, 3 recent bookings, chefs and recipes', async () => {
    fake = renderHome({ body: summary });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeInTheDocument();

    const glance = screen.getByRole('region', { name: 'At a glance' });
    expect(within(glance).getByText('Chefs').nextSibling?.textContent).toBe('12');
    expect(within(glance).getByText('Recipes').nextSibling?.textContent).toBe('18');
    expect(within(glance).getByText('Bookings').nextSibling?.textContent).toBe('5');

    const bookings = screen.getByRole('region', { name: 'Recent Bookings' });
    const cards = within(bookings).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[0])
        .getByRole('link', { name: 'Private Dinner with Marcus Reed on Mar 14, 2025' })
        .getAttribute('href'),
    ).toBe('/bookings/11');
    expect(within(cards[0]).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(cards[0]).getByText('6 guests')).toBeInTheDocument();
    expect(within(cards[0]).getByText('$510.00')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: /^Meal Prep with Grace Okafor on / })).toBeInTheDocument();
    expect(within(cards[1]).getByText('1 guest')).toBeInTheDocument();
    expect(within(bookings).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/bookings');

    const chefs = screen.getByRole('region', { name: 'Chefs for You' });
    expect(within(chefs).getAllByRole('listitem')).toHaveLength(3);
    expect(within(chefs).getByRole('link', { name: 'Marcus Reed' })).toHaveAttribute('href', '/chef/1');

    const recipes = screen.getByRole('region', { name: 'Fresh Recipes' });
    expect(within(recipes).getByRole('link', { name: 'Lemon Herb Chicken' }).getAttribute('href')).toBe(
      '/recipes/lemon-herb-chicken',
    );

    // The header's How It Works leads a signed-in customer here (/#how-it-works -> /home#how-it-works).
    const how = screen.getByRole('region', { name: 'Three steps to dinner' });
    expect(how).toHaveAttribute('id', 'how-it-works');
    expect(
      within(how)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['Browse & Choose', 'Book & Pay', 'Enjoy']);
  });

  it('shows friendly empty states for a new customer', async () => {
    fake = renderHome({
      body: { counts: { chefs: 0, recipes: 0, bookings: 0 }, recentBookings: [], chefs: [], recipes: [] },
    });
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule a Service' })).toHaveAttribute('href', '/schedule');
    expect(screen.getByRole('heading', { name: 'No chefs available yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
  });

  it('says when the home cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    fake = renderHome(() => answer);
    expect(await screen.findByText("We couldn't load your home page")).toBeInTheDocument();
    // The page keeps its name (its h1) while it says so.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeInTheDocument();
    answer = { body: summary };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'At a glance' })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your home page")).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in without calling /api/home', async () => {
    fake = renderHome({ body: summary }, UNAUTHORIZED);
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/auth/user']);
  });

  it('falls back to the e-mail name when there is no first name', async () => {
    fake = renderHome({ body: summary }, { body: aUser({ firstName: null, email: 'jordan.lee@demo.test' }) });
    expect(await screen.findByRole('heading', { name: 'Welcome back, jordan.lee' })).toBeInTheDocument();
  });
});
