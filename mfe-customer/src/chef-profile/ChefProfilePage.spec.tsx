import { aChef, aUser, NOT_FOUND, SERVER_ERROR, UNAUTHORIZED, type FakeAnswer } from '@chefs/api-client/testing';
import { type ReviewDto } from '@chefs/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderPage, setUpPageSpecs } from '../testing/render-page';
import { ChefProfilePage } from './ChefProfilePage';

const review = (id: number, rating: number, comment: string): ReviewDto => ({
  id,
  rating,
  comment,
  customerName: `Guest ${id}`,
  createdAt: '2025-02-0' + id + 'T12:00:00.000Z',
});

function renderProfile(
  chef: FakeAnswer | (() => FakeAnswer),
  reviews: FakeAnswer | (() => FakeAnswer) = { body: { items: [], nextCursor: null } },
  user: FakeAnswer = { body: aUser() },
) {
  return renderPage(<ChefProfilePage />, {
    path: '/chef/:id',
    at: '/chef/1',
    network: { 'GET /api/auth/user': user, 'GET /api/chefs/1': chef, 'GET /api/reviews/chef/1?limit=3': reviews },
  });
}

describe('ChefProfilePage', () => {
  const go = setUpPageSpecs();

  it('shows the whole profile, with the 3 newest reviews it asked the server for', async () => {
    renderProfile(
      {
        body: aChef({
          id: 1,
          name: 'Marcus Reed',
          rating: '0',
          totalBookings: 14,
          pricePerPerson: '85.00',
          bio: 'Southern comfort, refined.',
          experience: 'Former sous chef at a Buckhead steakhouse.',
          services: ['meal_prep', 'private_dinner'],
          portfolioImages: ['https://img.test/1.jpg', 'https://img.test/2.jpg'],
          videoUrl: 'https://video.test/marcus',
        }),
      },
      { body: { items: [review(4, 5, 'Superb'), review(3, 4, 'Great'), review(2, 5, 'Lovely')], nextCursor: 'more' } },
    );
    expect(screen.getByRole('status').textContent).toContain("Loading the chef's profile");
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcus Reed' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Marcus Reed' }).textContent).toBe('MR');
    expect(screen.getByText('Southern Cuisine')).toBeInTheDocument();
    expect(screen.getAllByText('5.0').length).toBeGreaterThan(0);
    expect(screen.getAllByText('14')).toHaveLength(2);
    expect(screen.getByText('$85')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking/1');
    expect(screen.getByText('Southern comfort, refined.')).toBeInTheDocument();
    expect(screen.getByText(/Former sous chef/)).toBeInTheDocument();
    expect(screen.getByText('Meal Prep')).toBeInTheDocument();
    expect(screen.getByText('Private Dinner')).toBeInTheDocument();
    expect(screen.getByText('Within 1 hour')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /A dish by Marcus Reed/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Watch the intro video/ }).getAttribute('href')).toBe(
      'https://video.test/marcus',
    );

    const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
    expect(await reviews.findByText('Superb')).toBeInTheDocument();
    expect(reviews.getAllByRole('listitem')).toHaveLength(3);
    expect(reviews.getByText('Guest 4 · Feb 4, 2025')).toBeInTheDocument();
    expect(reviews.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
  });

  it('hides the portfolio and the video when there are none, and says there are no reviews yet', async () => {
    renderProfile({ body: aChef({ id: 1, portfolioImages: [], videoUrl: null }) });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Portfolio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Intro Video' })).not.toBeInTheDocument();
  });

  it('says "1 year" of experience in the quick stats, not "1 years"', async () => {
    renderProfile({ body: aChef({ id: 1, yearsOfExperience: 1 }) });
    const stats = within(await screen.findByRole('complementary', { name: 'At a glance' }));
    expect(stats.getByText('1 year')).toBeInTheDocument();
    expect(stats.queryByText('1 years')).not.toBeInTheDocument();
  });

  it('offers no video link for an address that is not a web page', async () => {
    renderProfile({ body: aChef({ id: 1, videoUrl: 'javascript:alert(1)' }) });
    await screen.findByRole('heading', { name: 'Marcus Reed' });
    expect(screen.queryByRole('link', { name: /Watch/ })).not.toBeInTheDocument();
  });

  it('says "Chef Not Found" with a way home', async () => {
    renderProfile(NOT_FOUND, NOT_FOUND);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chef Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('says when the chef cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    renderProfile(() => answer);
    expect(await screen.findByText("We couldn't load this chef")).toBeInTheDocument();
    answer = { body: aChef({ id: 1, name: 'Marcus Reed' }) };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcus Reed' })).toBeInTheDocument();
  });

  it('keeps the focus on the Reviews heading when their Try again gives way to them', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    renderProfile({ body: aChef({ id: 1, name: 'Marcus Reed' }) }, () => answer);
    expect(await screen.findByText("We couldn't load the reviews")).toBeInTheDocument();
    answer = { body: { items: [], nextCursor: null } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toHaveFocus();
  });

  it('sends a visitor to sign in after 500 ms', async () => {
    jest.useFakeTimers();
    try {
      const fake = renderProfile({ body: aChef() }, { body: [] }, UNAUTHORIZED);
      await act(() => jest.advanceTimersByTimeAsync(50));
      expect(screen.getByText('Authentication Required')).toBeInTheDocument();
      expect(screen.getByText('Please sign in to view chef profiles.')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(400));
      expect(go).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(go).toHaveBeenCalledWith('/api/login');
      expect(fake.calls.map((c) => c.url)).toEqual(['/api/auth/user']);
    } finally {
      jest.useRealTimers();
    }
  });
});
