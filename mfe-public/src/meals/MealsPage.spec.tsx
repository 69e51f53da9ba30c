import { installFakeFetch, renderWithProviders, SERVER_ERROR, type FakeAnswer } from '@chefs/api-client/src/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { everydayRecipes, signatureDishes } from '../recipes/catalogue.fixtures';
import { MealsPage } from './MealsPage';

let fake: ReturnType<typeof installFakeFetch>;
function renderMeals(answer: FakeAnswer | (() => FakeAnswer)) {
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
    expect(screen.getByRole('heading', { level: 1, name: "Chef's Collection" })).toBeTruthy();
    expect(screen.getByText('Loading dishes…')).toBeTruthy();
  });

  it('lists only the fine-dining dishes, each linking to its slug and naming its wine', async () => {
    renderMeals({ body: [...everydayRecipes(3), ...signatureDishes(2)] });
    await screen.findByRole('list', { name: 'Dishes' });
    expect(dishTitles()).toEqual(['Signature Dish 1', 'Signature Dish 2']);
    expect(screen.getByRole('link', { name: 'Signature Dish 2' }).getAttribute('href')).toBe('/meals/signature-dish-2');
    expect(screen.getByText('Wine 1')).toBeTruthy();
  });

  it('searches the dishes, and says "No dishes found" when nothing matches', async () => {
    renderMeals({ body: signatureDishes(3) });
    await screen.findByRole('list', { name: 'Dishes' });
    const search = screen.getByRole('searchbox', { name: 'Search dishes' });
    fireEvent.change(search, { target: { value: 'NUMBER 3' } });
    expect(dishTitles()).toEqual(['Signature Dish 3']);
    fireEvent.change(search, { target: { value: 'tiramisu' } });
    expect(screen.getByRole('heading', { name: 'No dishes found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(dishTitles()).toHaveLength(3);
  });

  it('says "Coming Soon" when there are no dishes at all', async () => {
    renderMeals({ body: everydayRecipes(2) });
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search dishes' })).toBeTruthy();
  });

  it('says when the dishes cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    renderMeals(() => answer);
    expect(await screen.findByText("We couldn't load our dishes")).toBeTruthy();
    answer = { body: signatureDishes(1) };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Signature Dish 1' })).toBeTruthy();
  });
});
