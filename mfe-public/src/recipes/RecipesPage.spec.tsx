import {
  aRecipe,
  installFakeFetch,
  renderWithProviders,
  SERVER_ERROR,
  type FakeAnswer,
} from '@chefs/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recipesServer } from '../testing/catalogue-server';
import { everydayRecipes, signatureDishes } from './catalogue.fixtures';
import { RecipesPage } from './RecipesPage';

const catalogue = [
  aRecipe({ id: 1, title: 'Sheet-Pan Fajita Bowls', description: 'Five easy lunches.', category: 'meal_prep' }),
  aRecipe({
    id: 2,
    title: 'Garlic Butter Shrimp',
    description: 'Fifteen minutes, one pan.',
    category: 'quick_dinners',
  }),
  aRecipe({ id: 3, title: 'Lentil Soup', description: 'Hearty and lemony.', category: 'healthy' }),
  ...signatureDishes(2),
];

let fake: ReturnType<typeof installFakeFetch>;
function renderPage(answer: FakeAnswer | ((request: { url: string }) => FakeAnswer), route = '/recipes') {
  fake = installFakeFetch({ 'GET /api/recipes': answer });
  renderWithProviders(<RecipesPage />, { route });
}
// The cards' titles are h2, straight under the page's h1 (axe: heading-order).
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Recipes' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('RecipesPage', () => {
  afterEach(() => fake.restore());

  it('shows skeletons while the recipes load', () => {
    renderPage('pending');
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeInTheDocument();
    expect(screen.getByText('Loading recipes…')).toBeInTheDocument();
  });

  it('lists every published recipe but the fine-dining dishes, linking to their slugs', async () => {
    renderPage(recipesServer(catalogue));
    await screen.findByRole('list', { name: 'Recipes' });
    expect(cardTitles()).toEqual(['Sheet-Pan Fajita Bowls', 'Garlic Butter Shrimp', 'Lentil Soup']);
    expect(screen.getByRole('link', { name: 'Sheet-Pan Fajita Bowls' }).getAttribute('href')).toBe(
      '/recipes/sheet-pan-fajita-bowls',
    );
    expect(screen.getByRole('status').textContent).toBe('3 recipes');
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/recipes?collection=hub&limit=12']);
  });

  it('shows a page at a time, and the next one on "Load more"', async () => {
    renderPage(recipesServer([...signatureDishes(2), ...everydayRecipes(30)]));
    await screen.findByRole('list', { name: 'Recipes' });
    expect(cardTitles()).toHaveLength(12);
    expect(screen.getByRole('status').textContent).toBe('Showing the first 12 recipes');
    fireEvent.click(screen.getByRole('button', { name: 'Load more recipes' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: 'Load more recipes' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more recipes' })).not.toBeInTheDocument();
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/api/recipes?collection=hub&limit=12',
      '/api/recipes?collection=hub&limit=12&cursor=12',
      '/api/recipes?collection=hub&limit=12&cursor=24',
    ]);
  });

  it('keeps the keyboard on the list through "Load more": the first new card takes the focus', async () => {
    renderPage(recipesServer(everydayRecipes(30)));
    await screen.findByRole('list', { name: 'Recipes' });
    const pressLoadMore = () => {
      const button = screen.getByRole('button', { name: 'Load more recipes' });
      button.focus();
      fireEvent.click(button);
    };
    pressLoadMore();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Everyday Recipe 13' })).toHaveFocus());
    pressLoadMore();
    // The last page: the button goes away, and the focus does not go with it.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Everyday Recipe 25' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more recipes' })).not.toBeInTheDocument();
  });

  it('keeps "Load more" focusable while the page loads, and asks only once', async () => {
    const firstPage = recipesServer(everydayRecipes(30));
    renderPage((request) => (request.url.includes('cursor=') ? 'pending' : firstPage(request)));
    await screen.findByRole('list', { name: 'Recipes' });
    const button = screen.getByRole('button', { name: 'Load more recipes' });
    button.focus();
    fireEvent.click(button);
    const loading = await screen.findByRole('button', { name: 'Loading more recipes' });
    expect(loading).toHaveFocus();
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(loading);
    expect(fake.calls.filter((c) => c.url.includes('cursor='))).toHaveLength(1);
  });

  it('says what each search found in one live status line that stays, "nothing found" too', async () => {
    renderPage(recipesServer(catalogue));
    await screen.findByRole('list', { name: 'Recipes' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('3 recipes');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'zzzznotfound' } });
    await screen.findByRole('heading', { name: 'No recipes found matching your search.' });
    // The same element, its text changed: screen readers read a change, seldom a new region.
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent(/^No recipes found matching your search\.$/);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'lemony' } });
    await waitFor(() => expect(status).toHaveTextContent(/^1 recipe$/));
  });

  it('searches titles and descriptions', async () => {
    renderPage(recipesServer(catalogue));
    await screen.findByRole('list', { name: 'Recipes' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'LEMONY' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Lentil Soup']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'shrimp' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Garlic Butter Shrimp']));
    expect(fake.calls.map((c) => c.url)).toContain('/api/recipes?collection=hub&q=shrimp&limit=12');
  });

  it("filters by one category, offering only the hub's categories", async () => {
    renderPage(recipesServer(catalogue));
    await screen.findByRole('list', { name: 'Recipes' });
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Meal Prep', 'Quick Dinners', 'Healthy', 'Comfort Food']);
    fireEvent.change(select, { target: { value: 'quick_dinners' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Garlic Butter Shrimp']));
    expect(fake.calls.map((c) => c.url)).toContain('/api/recipes?collection=hub&category=quick_dinners&limit=12');
    fireEvent.change(select, { target: { value: 'all' } });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });

  it('keeps the search and category from the address', async () => {
    renderPage(recipesServer(catalogue), '/recipes?q=bowls&category=meal_prep');
    await screen.findByRole('list', { name: 'Recipes' });
    expect(cardTitles()).toEqual(['Sheet-Pan Fajita Bowls']);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search recipes' }).value).toBe('bowls');
  });

  it('says so when nothing matches, and clears the search', async () => {
    renderPage(recipesServer(catalogue));
    await screen.findByRole('list', { name: 'Recipes' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'wellington' } });
    expect(await screen.findByRole('heading', { name: 'No recipes found matching your search.' })).toBeInTheDocument();
    const clear = screen.getByRole('button', { name: 'Clear search' });
    clear.focus();
    fireEvent.click(clear);
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    // The button went with the empty list: the keyboard is back in the search, not at the page's top.
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveFocus();
  });

  it('shows the empty message with no clear button when there are no recipes at all', async () => {
    renderPage(recipesServer(signatureDishes(3)));
    expect(await screen.findByRole('heading', { name: 'No recipes found matching your search.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('says when the recipes cannot be loaded, and retries', async () => {
    let failing = true;
    renderPage((request) => (failing ? SERVER_ERROR : recipesServer(everydayRecipes(2))(request)));
    expect(await screen.findByText("We couldn't load our recipes")).toBeInTheDocument();
    failing = false;
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Everyday Recipe 2' })).toBeInTheDocument();
    // The button went with the error: the keyboard is on the first card, not back at the page's top.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Everyday Recipe 1' })).toHaveFocus());
  });

  it('keeps the recipes shown when the next page fails, and retries that page alone', async () => {
    const server = recipesServer(everydayRecipes(20));
    let failing = true;
    renderPage((request) => (request.url.includes('cursor=') && failing ? SERVER_ERROR : server(request)));
    await screen.findByRole('list', { name: 'Recipes' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more recipes' }));
    expect(await screen.findByText("We couldn't load more recipes")).toBeInTheDocument();
    // The twelve already shown stay, with their count: no page-wide error in their place.
    expect(cardTitles()).toHaveLength(12);
    expect(screen.queryByText("We couldn't load our recipes")).not.toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Showing the first 12 recipes');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
  });

  it('offers the recipe-subscribe form below the list', () => {
    renderPage('pending');
    expect(screen.getByRole('form', { name: 'Subscribe to our recipe collection' })).toBeInTheDocument();
  });
});
