import {
  aRecipe,
  installFakeFetch,
  renderWithProviders,
  SERVER_ERROR,
  type FakeAnswer,
} from '@chefs/api-client/src/testing';
import { fireEvent, screen, within } from '@testing-library/react';
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
function renderPage(answer: FakeAnswer | (() => FakeAnswer), route = '/recipes') {
  fake = installFakeFetch({ 'GET /api/recipes': answer });
  renderWithProviders(<RecipesPage />, { route });
}
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Recipes' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('RecipesPage', () => {
  afterEach(() => fake.restore());

  it('shows skeletons while the recipes load', () => {
    renderPage('pending');
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeTruthy();
    expect(screen.getByText('Loading recipes…')).toBeTruthy();
  });

  it('lists every published recipe but the fine-dining dishes, linking to their slugs', async () => {
    renderPage({ body: catalogue });
    await screen.findByRole('list', { name: 'Recipes' });
    expect(cardTitles()).toEqual(['Sheet-Pan Fajita Bowls', 'Garlic Butter Shrimp', 'Lentil Soup']);
    expect(screen.getByRole('link', { name: 'Sheet-Pan Fajita Bowls' }).getAttribute('href')).toBe(
      '/recipes/sheet-pan-fajita-bowls',
    );
    expect(screen.getByRole('status').textContent).toBe('3 recipes');
  });

  it('searches titles and descriptions', async () => {
    renderPage({ body: catalogue });
    await screen.findByRole('list', { name: 'Recipes' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'LEMONY' } });
    expect(cardTitles()).toEqual(['Lentil Soup']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'shrimp' } });
    expect(cardTitles()).toEqual(['Garlic Butter Shrimp']);
  });

  it("filters by one category, offering only the hub's categories", async () => {
    renderPage({ body: catalogue });
    await screen.findByRole('list', { name: 'Recipes' });
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Meal Prep', 'Quick Dinners', 'Healthy']);
    fireEvent.change(select, { target: { value: 'quick_dinners' } });
    expect(cardTitles()).toEqual(['Garlic Butter Shrimp']);
    fireEvent.change(select, { target: { value: 'all' } });
    expect(cardTitles()).toHaveLength(3);
  });

  it('keeps the search and category from the address', async () => {
    renderPage({ body: catalogue }, '/recipes?q=bowls&category=meal_prep');
    await screen.findByRole('list', { name: 'Recipes' });
    expect(cardTitles()).toEqual(['Sheet-Pan Fajita Bowls']);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search recipes' }).value).toBe('bowls');
  });

  it('says so when nothing matches, and clears the search', async () => {
    renderPage({ body: catalogue });
    await screen.findByRole('list', { name: 'Recipes' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'wellington' } });
    expect(screen.getByRole('heading', { name: 'No recipes found matching your search.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('shows the empty message with no clear button when there are no recipes at all', async () => {
    renderPage({ body: signatureDishes(3) });
    expect(await screen.findByRole('heading', { name: 'No recipes found matching your search.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('says when the recipes cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    renderPage(() => answer);
    expect(await screen.findByText("We couldn't load our recipes")).toBeTruthy();
    answer = { body: everydayRecipes(2) };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Everyday Recipe 2' })).toBeTruthy();
  });

  it('offers the recipe-subscribe form below the list', () => {
    renderPage('pending');
    expect(screen.getByRole('form', { name: 'Subscribe to our recipe collection' })).toBeTruthy();
  });
});
