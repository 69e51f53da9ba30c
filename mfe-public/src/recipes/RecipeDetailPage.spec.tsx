import { aRecipe, SERVER_ERROR, type FakeAnswer } from '@chefs/api-client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { recipesServer } from '../testing/catalogue-server';
import { renderPage, setUpPageSpecs } from '../testing/page-test-kit';
import { RecipeDetailPage } from './RecipeDetailPage';
import { SAVED_RECIPES_KEY } from './saved-recipes';

const chicken = aRecipe({
  id: 1,
  title: "Mom's Chicken & Rice",
  description: 'A cozy one-pot supper.',
  category: 'comfort_food',
  difficulty: 'medium',
  prepTime: 15,
  cookingTime: 75,
  servings: 6,
  ingredients: ['2 lb chicken thighs', '1 1/2 cups rice'],
  instructions: ['Brown the chicken.', 'Add the rice and simmer.'],
  nutritionInfo: { calories: 520, protein: '38g', carbs: '48g', fat: '18g', note: 'Per serving.' },
});
const wellington = aRecipe({
  id: 2,
  title: 'Beef Wellington',
  category: 'fine_dining',
  ingredients: ['Beef tenderloin'],
  instructions: [],
  nutritionInfo: { calories: 780, wine_pairing: 'Pauillac', dessert_suggestion: 'Chocolate soufflé' },
});

/** The address the page is at now. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderRecipe(
  slug: string,
  answer: FakeAnswer | ((request: { url: string }) => FakeAnswer) = recipesServer([chicken, wellington]),
) {
  return renderPage(
    <>
      <Routes>
        <Route path="/recipes/:slug" element={<RecipeDetailPage />} />
      </Routes>
      <Where />
    </>,
    { route: `/recipes/${slug}`, network: { 'GET /api/recipes': answer } },
  );
}
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('RecipeDetailPage', () => {
  setUpPageSpecs();

  it('shows a skeleton while the recipes load', () => {
    renderRecipe('moms-chicken-rice', 'pending');
    expect(screen.getByRole('status').textContent).toContain('Loading recipe…');
  });

  it('finds the recipe by the slug of its title and shows all of it', async () => {
    renderRecipe('moms-chicken-rice');
    expect(await screen.findByRole('heading', { level: 1, name: "Mom's Chicken & Rice" })).toBeInTheDocument();
    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 lb chicken thighs', '1 1/2 cups rice']);
    const steps = screen.getByRole('region', { name: 'Instructions' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Brown the chicken.', '2Add the rice and simmer.']);
    expect(fact('Prep time')).toBe('15 min');
    expect(fact('Cook time')).toBe('1 hr 15 min');
    expect(fact('Servings')).toBe('6');
    expect(fact('Difficulty')).toBe('Medium');
    const nutrition = screen.getByRole('region', { name: 'Nutrition info' });
    expect(nutrition.textContent).toContain('Calories520');
    expect(nutrition.textContent).toContain('Protein38g');
    expect(nutrition.textContent).toContain('Carbs48g');
    expect(nutrition.textContent).toContain('Fat18g');
    expect(nutrition.textContent).toContain('Per serving.');
    expect(screen.queryByRole('heading', { name: "Chef's Showcase Dish" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Chef' })).toHaveAttribute('href', '/#chefs');
    expect(screen.getByRole('link', { name: 'All recipes' })).toHaveAttribute('href', '/recipes');
    expect(screen.getByTestId('food-artwork-fallback')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the showcase card with the wine pairing and dessert when there are no instructions', async () => {
    renderRecipe('beef-wellington');
    const showcase = await screen.findByRole('region', { name: "Chef's Showcase Dish" });
    expect(within(showcase).getByText('Pauillac')).toBeInTheDocument();
    expect(within(showcase).getByText('Chocolate soufflé')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Instructions' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Find a Chef' }).every((a) => a.getAttribute('href') === '/#chefs'),
    ).toBe(true);
  });

  it('saves the recipe on this device only, and remembers it on the next visit', async () => {
    const fake = renderRecipe('moms-chicken-rice');
    const save = await screen.findByRole('button', { name: 'Save recipe' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(SAVED_RECIPES_KEY) ?? '[]')).toEqual(['moms-chicken-rice']);
    expect(fake.calls.map((c) => c.method)).toEqual(['GET']);

    cleanup();
    fake.restore();
    renderRecipe('moms-chicken-rice');
    const again = await screen.findByRole('button', { name: 'Save recipe' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.localStorage.getItem(SAVED_RECIPES_KEY) ?? '[]')).toEqual([]);
  });

  it('says "Recipe Not Found" with a way back when no title makes the slug', async () => {
    renderRecipe('moms-chicken-and-rice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute('href', '/recipes');
  });

  it.each(['Moms-Chicken-Rice', 'moms-chicken--rice', 'moms--chicken---rice-'])(
    'goes from /recipes/%s to /recipes/moms-chicken-rice, the address the product links to, and shows the recipe',
    async (slug) => {
      const fake = renderRecipe(slug);
      expect(await screen.findByRole('heading', { level: 1, name: "Mom's Chicken & Rice" })).toBeInTheDocument();
      expect(screen.getByTestId('where').textContent).toBe('/recipes/moms-chicken-rice');
      expect(fake.calls.map((c) => new URL(c.url, 'http://test').searchParams.get('slug'))).toEqual([
        'moms-chicken-rice',
      ]);
    },
  );

  it('goes from a title with its accents (/recipes/crème-brûlée) to its slug without them', async () => {
    renderRecipe('cr%C3%A8me-br%C3%BBl%C3%A9e');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/recipes/creme-brulee');
  });

  it.each(['___', '%E2%80%94'])(
    'says "Recipe Not Found" for /recipes/%s, where no letter or digit is left, without asking the server',
    async (slug) => {
      const fake = renderRecipe(slug, { status: 400, body: { message: 'slug must be letters, digits and hyphens' } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeInTheDocument();
      expect(fake.calls).toEqual([]);
    },
  );

  it('says when the recipe cannot be loaded, and retries', async () => {
    let answer: FakeAnswer | ((request: { url: string }) => FakeAnswer) = SERVER_ERROR;
    renderRecipe('beef-wellington', (request) => (typeof answer === 'function' ? answer(request) : answer));
    expect(await screen.findByText("We couldn't load this recipe")).toBeInTheDocument();
    answer = recipesServer([wellington]);
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    const title = await screen.findByRole('heading', { level: 1, name: 'Beef Wellington' });
    // The button went with the error: the keyboard is on the recipe's title, not back at the page's top.
    await waitFor(() => expect(title).toHaveFocus());
  });
});
