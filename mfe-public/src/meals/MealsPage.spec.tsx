import { installFakeFetch, renderWithProviders, SERVER_ERROR, type FakeAnswer } from '@chefs/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { everydayRecipes, signatureDishes } from '../recipes/catalogue.fixtures';
import { recipesServer } from '../testing/catalogue-server';
import { MealsPage } from './MealsPage';

let fake: ReturnType<typeof installFakeFetch>;
function renderMeals(answer: FakeAnswer | ((request: { url: string }) => FakeAnswer)) {
  fake = installFakeFetch({ 'GET /api/recipes': answer });
  renderWithProviders(<MealsPage />, { route: '/meals' });
}
const dishTitles = () =>
  within(screen.getByRole('list', { name: 'Dishes' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('MealsPage', () => {
  afterEach(() => fake.restore());

  it("is the Chef's Collection, with skeletons while it loads", () => {
    renderMeals('pending');
    expect(screen.getByRole('heading', { level: 1, name: "Chef's Collection" })).toBeInTheDocument();
    expect(screen.getByText('Loading dishes…')).toBeInTheDocument();
  });

  it('lists only the fine-dining dishes, each linking to its slug and naming its wine', async () => {
    renderMeals(recipesServer([...everydayRecipes(3), ...signatureDishes(2)]));
    await screen.findByRole('list', { name: 'Dishes' });
    expect(dishTitles()).toEqual(['Signature Dish 1', 'Signature Dish 2']);
    expect(screen.getByRole('link', { name: 'Signature Dish 2' })).toHaveAttribute('href', '/meals/signature-dish-2');
    expect(screen.getByText('Wine 1')).toBeInTheDocument();
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/recipes?collection=fine_dining&limit=12']);
  });

  it('shows a page at a time, and the next one on "Load more"', async () => {
    renderMeals(recipesServer(signatureDishes(14)));
    await screen.findByRole('list', { name: 'Dishes' });
    expect(dishTitles()).toHaveLength(12);
    expect(screen.getByRole('status').textContent).toBe('Showing the first 12 dishes');
    fireEvent.click(screen.getByRole('button', { name: 'Load more dishes' }));
    await waitFor(() => expect(dishTitles()).toHaveLength(14));
    expect(screen.getByRole('status').textContent).toBe('14 dishes');
    expect(screen.queryByRole('button', { name: 'Load more dishes' })).not.toBeInTheDocument();
  });

  it('searches the dishes, and says "No dishes found" when nothing matches', async () => {
    renderMeals(recipesServer(signatureDishes(3)));
    await screen.findByRole('list', { name: 'Dishes' });
    const search = screen.getByRole('searchbox', { name: 'Search dishes' });
    fireEvent.change(search, { target: { value: 'DISH 3' } });
    await waitFor(() => expect(dishTitles()).toEqual(['Signature Dish 3']));
    expect(fake.calls.map((c) => c.url)).toContain('/api/recipes?collection=fine_dining&q=DISH+3&limit=12');
    fireEvent.change(search, { target: { value: 'tiramisu' } });
    expect(await screen.findByRole('heading', { name: 'No dishes found' })).toBeInTheDocument();
    const clear = screen.getByRole('button', { name: 'Clear search' });
    clear.focus();
    fireEvent.click(clear);
    await waitFor(() => expect(dishTitles()).toHaveLength(3));
    // The button went with the empty list: the keyboard is back in the search, not at the page's top.
    expect(search).toHaveFocus();
  });

  it('says what each search found in one live status line that stays, "No dishes found" too', async () => {
    renderMeals(recipesServer(signatureDishes(3)));
    await screen.findByRole('list', { name: 'Dishes' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('3 dishes');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search dishes' }), { target: { value: 'tiramisu' } });
    await screen.findByRole('heading', { name: 'No dishes found' });
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent(/^No dishes found$/);
  });

  it('says "Coming Soon" when there are no dishes at all', async () => {
    renderMeals(recipesServer(everydayRecipes(2)));
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search dishes' })).toBeInTheDocument();
  });

  it('says when the dishes cannot be loaded, and retries', async () => {
    let failing = true;
    renderMeals((request) => (failing ? SERVER_ERROR : recipesServer(signatureDishes(1))(request)));
    expect(await screen.findByText("We couldn't load our dishes")).toBeInTheDocument();
    failing = false;
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Signature Dish 1' })).toBeInTheDocument();
    // The button went with the error: the keyboard is on the first card, not back at the page's top.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Signature Dish 1' })).toHaveFocus());
  });
});
