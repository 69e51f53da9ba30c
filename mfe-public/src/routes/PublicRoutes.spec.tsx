import { aRecipe, installFakeFetch, renderWithProviders, UNAUTHORIZED } from '@chefs/api-client/testing';
import { screen } from '@testing-library/react';
import { chefsServer, recipesServer } from '../testing/catalogue-server';
import PublicRoutes from './PublicRoutes';

describe('PublicRoutes', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/chefs': chefsServer([]), 'GET /api/auth/user': UNAUTHORIZED });
  });
  afterEach(() => fake.restore());

  it.each([
    ['/recipes', 'Recipes'],
    ['/recipes/lemon-herb-chicken', 'Lemon Herb Chicken'],
    ['/recipes/no-such-recipe', 'Recipe Not Found'],
    ['/meals', "Chef's Collection"],
    ['/meals/duck', 'Dish Not Found'],
    ['/chefs?zip=30306&cuisine=italian&date=', 'Find a Chef'],
  ])('renders the catalogue page %s', async (route, title) => {
    fake.restore();
    fake = installFakeFetch({
      'GET /api/recipes': recipesServer([aRecipe()]),
      'GET /api/chefs/search': chefsServer([]),
    });
    renderWithProviders(<PublicRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/chef-application', 'Chef Application', 'Personal Info'],
    ['/customer-signup', 'Join as a Customer', 'Personal Info'],
  ])('renders the %s wizard at its first step', async (route, title, step) => {
    renderWithProviders(<PublicRoutes />, { route });
    // Every page but the landing page is its own chunk, loaded when its route opens.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: step })).toBeInTheDocument();
  });

  it('renders the landing page at /', () => {
    renderWithProviders(<PublicRoutes />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: /A private chef/ })).toBeInTheDocument();
  });
});
