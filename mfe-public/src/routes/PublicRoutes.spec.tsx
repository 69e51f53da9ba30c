import { installFakeFetch, renderWithProviders, UNAUTHORIZED } from '@chefs/api-client/src/testing';
import { screen } from '@testing-library/react';
import PublicRoutes from './PublicRoutes';

describe('PublicRoutes', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/chefs': { body: [] }, 'GET /api/auth/user': UNAUTHORIZED });
  });
  afterEach(() => fake.restore());

  it.each([
    ['/recipes', 'Recipes'],
    ['/recipes/lemon-herb-chicken', 'Recipe'],
    ['/meals', "Chef's Collection"],
    ['/meals/duck', 'Dish'],
    ['/chef-application', 'Chef Application'],
    ['/customer-signup', 'Join as a Customer'],
    ['/chefs', 'Find a Chef'],
  ])('renders %s as an honest "coming soon" page', (route, title) => {
    renderWithProviders(<PublicRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('renders the landing page at /', () => {
    renderWithProviders(<PublicRoutes />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: /A private chef/ })).toBeTruthy();
  });
});
