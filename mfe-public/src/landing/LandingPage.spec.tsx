import { aChef, installFakeFetch, renderWithProviders, SERVER_ERROR } from '@chefs/api-client/testing';
import { type FakeAnswer } from '@chefs/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { everydayRecipes, signatureDishes } from '../recipes/catalogue.fixtures';
import { chefsServer, recipesServer } from '../testing/catalogue-server';
import { LandingPage } from './LandingPage';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

type Answer = FakeAnswer | ((request: { url: string }) => FakeAnswer);

function renderLanding(chefs: Answer, recipes: Answer = 'pending') {
  const fake = installFakeFetch({ 'GET /api/chefs': chefs, 'GET /api/recipes': recipes });
  renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/chefs" element={<Where />} />
    </Routes>,
  );
  return fake;
}

const chefsSection = () => screen.getByRole('region', { name: 'Meet the chefs cooking in Atlanta' });

describe('LandingPage', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('has a hero whose buttons find a chef, become a chef and browse recipes', () => {
    fake = renderLanding('pending');
    expect(
      screen.getByRole('heading', { level: 1, name: /A private chef for every Atlanta table/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Chef' })).toHaveAttribute('href', '/chef-signin');
    expect(screen.getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/recipes');

    const scroll = jest.fn();
    document.getElementById('chefs')!.scrollIntoView = scroll;
    fireEvent.click(screen.getByRole('button', { name: 'Find a Chef' }));
    expect(scroll).toHaveBeenCalled();
  });

  it('"Find a Chef" focuses the chefs it scrolls to, so Tab goes on from there', () => {
    fake = renderLanding('pending');
    const scroll = jest.fn();
    chefsSection().scrollIntoView = scroll;
    fireEvent.click(screen.getByRole('button', { name: 'Find a Chef' }));
    expect(chefsSection()).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('"Find a Chef" jumps without gliding for a visitor who asks for reduced motion', () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      fake = renderLanding('pending');
      const scroll = jest.fn();
      chefsSection().scrollIntoView = scroll;
      fireEvent.click(screen.getByRole('button', { name: 'Find a Chef' }));
      expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('shows skeletons while the chefs load', () => {
    fake = renderLanding('pending');
    expect(within(chefsSection()).getByRole('status').textContent).toContain('Loading chefs');
  });

  it('asks the server for 6 chefs and shows them, linking to their profiles', async () => {
    const chefs = Array.from({ length: 8 }, (_, i) => aChef({ id: i + 1, name: `Chef Number ${i + 1}` }));
    fake = renderLanding(chefsServer(chefs));
    await screen.findByRole('link', { name: 'Chef Number 1' });
    expect(fake.calls.map((c) => c.url)).toContain('/api/chefs?limit=6');
    const items = within(chefsSection()).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Chef Number 6' })).toHaveAttribute('href', '/chef/6');
    expect(screen.queryByRole('link', { name: 'Chef Number 7' })).not.toBeInTheDocument();
    expect(within(items[0]).getByText('Southern Cuisine')).toBeInTheDocument();
    expect(within(items[0]).getByText('Decatur, GA')).toBeInTheDocument();
    expect(items[0].textContent).toContain('From $85/person');
  });

  it('invites chefs and diners when there are no chefs yet', async () => {
    fake = renderLanding(chefsServer([]));
    expect(await screen.findByRole('heading', { name: 'Chef onboarding in progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to be a Chef' })).toHaveAttribute('href', '/chef-application');
    expect(screen.getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute('href', '/api/login');
  });

  it('says when the chefs cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    fake = renderLanding(() => answer);
    expect(await screen.findByText("We couldn't load our chefs")).toBeInTheDocument();
    answer = { body: { items: [aChef({ name: 'Back Again' })], nextCursor: null } };
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    // The button went with the error: the keyboard is on the first card, not back at the page's top.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back Again' })).toHaveFocus());
  });

  it('explains how it works in three steps', () => {
    fake = renderLanding('pending');
    const section = screen.getByRole('region', { name: 'Three steps to dinner' });
    expect(section.id).toBe('how-it-works');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Browse & Choose', 'Book & Pay', 'Enjoy']);
  });

  it('has a footer linking recipes, the chef application, booking and sign-in', () => {
    fake = renderLanding('pending');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/recipes', '/chef-application', '/booking', '/api/login']);
  });

  it('has a chef search bar that opens /chefs with the chosen filters', () => {
    fake = renderLanding('pending');
    const bar = screen.getByRole('search', { name: 'Find a chef' });
    fireEvent.change(within(bar).getByLabelText('ZIP code'), { target: { value: '30306' } });
    fireEvent.change(within(bar).getByLabelText('Cuisine'), { target: { value: 'italian' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/chefs?zip=30306&cuisine=italian&date=');
  });

  it('shows up to 6 recipes from the hub, never fine dining, linking to their slugs', async () => {
    fake = renderLanding('pending', recipesServer([...signatureDishes(2), ...everydayRecipes(8)]));
    const hub = screen.getByRole('region', { name: 'Recipes for busy weeknights' });
    const list = await within(hub).findByRole('list', { name: 'Featured recipes' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(Array.from({ length: 6 }, (_, i) => `Everyday Recipe ${i + 1}`));
    expect(within(hub).getByRole('link', { name: 'Everyday Recipe 1' }).getAttribute('href')).toBe(
      '/recipes/everyday-recipe-1',
    );
    expect(within(hub).getByRole('link', { name: 'All recipes' })).toHaveAttribute('href', '/recipes');
    expect(fake.calls.map((c) => c.url)).toContain('/api/recipes?collection=hub&limit=6');
  });

  it("shows up to 6 fine-dining dishes in the Chef's Collection, with a link to /meals", async () => {
    fake = renderLanding('pending', recipesServer([...everydayRecipes(3), ...signatureDishes(7)]));
    const collection = screen.getByRole('region', { name: "Chef's Collection" });
    const list = await within(collection).findByRole('list', { name: 'Signature dishes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).queryByText('Everyday Recipe 1')).not.toBeInTheDocument();
    expect(within(collection).getByRole('link', { name: 'Signature Dish 1' }).getAttribute('href')).toBe(
      '/meals/signature-dish-1',
    );
    expect(within(collection).getByRole('link', { name: 'View the collection' })).toHaveAttribute('href', '/meals');
    expect(fake.calls.map((c) => c.url)).toContain('/api/recipes?collection=fine_dining&limit=6');
  });

  it('shows skeletons while the recipes and dishes load', () => {
    fake = renderLanding('pending', 'pending');
    expect(screen.getByText('Loading recipes…')).toBeInTheDocument();
    expect(screen.getByText('Loading dishes…')).toBeInTheDocument();
  });

  it('says when the recipes cannot be loaded, and retries', async () => {
    let answer: Answer = SERVER_ERROR;
    fake = renderLanding('pending', (request) => (typeof answer === 'function' ? answer(request) : answer));
    expect(await screen.findByText("We couldn't load our recipes")).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load the collection")).toBeInTheDocument();
    // Over the collection's dark band the error's see-through card sits on a light, opaque panel
    // (its grey text was at about 2.7:1 on the dark green showing through).
    const collectionError = within(screen.getByRole('region', { name: "Chef's Collection" })).getByRole('alert');
    expect(collectionError.parentElement).toHaveClass('bg-cream');
    answer = recipesServer(everydayRecipes(1));
    const retry = screen.getAllByRole('button', { name: 'Try again' })[0];
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Everyday Recipe 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Everyday Recipe 1' })).toHaveFocus());
    // Each section asks for its own part of the catalogue, so each retries on its own.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // On the same light panel as the error: the empty state's card is see-through too.
    expect((await screen.findByRole('heading', { name: 'Coming Soon' })).closest('.bg-cream')).not.toBeNull();
  });

  it('invites visitors to sign up and to subscribe to the recipe collection', () => {
    fake = renderLanding('pending');
    expect(screen.getByRole('link', { name: 'Join as a Customer' })).toHaveAttribute('href', '/customer-signup');
    expect(screen.getByRole('form', { name: 'Subscribe to our recipe collection' })).toBeInTheDocument();
  });
});
