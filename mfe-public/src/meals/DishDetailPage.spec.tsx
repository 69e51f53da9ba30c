import { aRecipe, SERVER_ERROR, type FakeAnswer } from '@chefs/api-client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { recipesServer } from '../testing/catalogue-server';
import { renderPage, setUpPageSpecs } from '../testing/page-test-kit';
import { DishDetailPage } from './DishDetailPage';

const scallops = aRecipe({
  id: 1,
  title: 'Pan-Seared Scallops with Brown Butter Cauliflower Purée',
  description: 'Day-boat scallops with a golden crust.',
  category: 'fine_dining',
  difficulty: 'hard',
  prepTime: 25,
  cookingTime: 25,
  servings: 4,
  ingredients: ['12 sea scallops', '1 head cauliflower'],
  instructions: ['Blend the purée.', 'Sear the scallops.'],
  nutritionInfo: {
    calories: 420,
    protein: '28g',
    wine_pairing: 'White Burgundy (Meursault)',
    dessert_suggestion: 'Meyer lemon posset',
  },
});
const risotto = aRecipe({ id: 2, title: 'Lobster Risotto', category: 'fine_dining', instructions: [] });
const chicken = aRecipe({ id: 3, title: 'Lemon Herb Chicken', category: 'quick_dinners' });

/** The address the page is at now. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDish(
  slug: string,
  answer: FakeAnswer | ((request: { url: string }) => FakeAnswer) = recipesServer([scallops, risotto, chicken]),
) {
  return renderPage(
    <>
      <Routes>
        <Route path="/meals/:slug" element={<DishDetailPage />} />
      </Routes>
      <Where />
    </>,
    { route: `/meals/${slug}`, network: { 'GET /api/recipes': answer } },
  );
}

describe('DishDetailPage', () => {
  setUpPageSpecs();

  it('shows a skeleton while the dishes load', () => {
    renderDish('lobster-risotto', 'pending');
    expect(screen.getByRole('status').textContent).toContain('Loading dish…');
  });

  it('finds the dish by its slug and shows its pairings, ingredients, method and nutrition', async () => {
    renderDish('pan-seared-scallops-with-brown-butter-cauliflower-puree');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pan-Seared Scallops with Brown Butter Cauliflower Purée' }),
    ).toBeInTheDocument();
    const pairings = screen.getByRole('region', { name: 'Pairings' });
    expect(within(pairings).getByText('Wine pairing').nextElementSibling?.textContent).toBe(
      'White Burgundy (Meursault)',
    );
    expect(within(pairings).getByText('Dessert suggestion').nextElementSibling?.textContent).toBe('Meyer lemon posset');
    expect(within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Instructions' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Nutrition info' }).textContent).toContain('Calories420');
    expect(screen.getByRole('link', { name: "Back to Chef's Collection" })).toHaveAttribute('href', '/meals');
  });

  it("explains a dish whose method is the chef's own", async () => {
    renderDish('lobster-risotto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lobster Risotto' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Instructions' })).not.toBeInTheDocument();
    expect(screen.getByText(/the method stays their secret/)).toBeInTheDocument();
  });

  it('says "Dish Not Found" with a link back to /meals for an unknown slug or an everyday recipe', async () => {
    renderDish('lemon-herb-chicken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dish Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Back to Chef's Collection" })).toHaveAttribute('href', '/meals');
  });

  it.each(['Lobster-Risotto', 'lobster--risotto', '-lobster-risotto-', 'lobster_risotto'])(
    'goes from /meals/%s to /meals/lobster-risotto, the address the product links to, and shows the dish',
    async (slug) => {
      renderDish(slug);
      expect(await screen.findByRole('heading', { level: 1, name: 'Lobster Risotto' })).toBeInTheDocument();
      expect(screen.getByTestId('where').textContent).toBe('/meals/lobster-risotto');
    },
  );

  it('says "Dish Not Found" for a slug with no letter or digit, without asking the server', async () => {
    const fake = renderDish('___', {
      status: 400,
      body: { message: 'slug must be letters, digits and hyphens' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dish Not Found' })).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('says when the dish cannot be loaded, and retries', async () => {
    let answer: FakeAnswer | ((request: { url: string }) => FakeAnswer) = SERVER_ERROR;
    renderDish('lobster-risotto', (request) => (typeof answer === 'function' ? answer(request) : answer));
    expect(await screen.findByText("We couldn't load this dish")).toBeInTheDocument();
    answer = recipesServer([risotto]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lobster Risotto' })).toBeInTheDocument();
  });
});
