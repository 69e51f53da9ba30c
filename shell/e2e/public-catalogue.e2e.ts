import { expect, test, type Page } from '@playwright/test';

/** The landing page, recipes, the Chef's Collection and the chef search, against the seeded catalogue. */

async function searchChefs(page: Page, zip: string, cuisine: string): Promise<void> {
  const bar = page.getByRole('search', { name: 'Find a chef' });
  await bar.getByLabel('ZIP code').fill(zip);
  await bar.getByLabel('Cuisine').selectOption(cuisine);
  await bar.getByRole('button', { name: 'Search' }).click();
}

test.describe('landing page', () => {
  test('shows every section, with at most 6 chefs, 6 recipes and 6 dishes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /A private chef for every Atlanta table/ })).toBeVisible();
    await expect(page.locator('#chefs').getByText(/From \$\d+(\.\d{2})?\/person/)).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'Three steps to dinner' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);

    const hub = page.getByRole('region', { name: 'Recipes for busy weeknights' });
    await expect(hub.getByRole('list', { name: 'Featured recipes' }).getByRole('listitem')).toHaveCount(6);
    await expect(hub.getByText('Fine Dining', { exact: true })).toHaveCount(0);
    await expect(hub.getByRole('link', { name: 'Sheet-Pan Chicken Fajita Bowls' })).toHaveAttribute(
      'href',
      '/recipes/sheet-pan-chicken-fajita-bowls',
    );

    const collection = page.getByRole('region', { name: "Chef's Collection" });
    await expect(collection.getByRole('list', { name: 'Signature dishes' }).getByRole('listitem')).toHaveCount(6);
    await expect(collection.getByRole('link', { name: 'Beef Wellington' })).toHaveAttribute(
      'href',
      '/meals/beef-wellington',
    );
    await expect(collection.getByRole('link', { name: 'View the collection' })).toHaveAttribute('href', '/meals');

    await expect(page.getByRole('link', { name: 'Join as a Customer' })).toHaveAttribute('href', '/customer-signup');
    await expect(page.getByRole('form', { name: 'Subscribe to our recipe collection' })).toBeVisible();
    const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(footerLinks).toHaveCount(4);
    expect(await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/recipes',
      '/chef-application',
      '/booking',
      '/api/login',
    ]);
  });

  test('the search bar finds the chefs who serve a ZIP and cook a cuisine', async ({ page }) => {
    await page.goto('/');
    await searchChefs(page, '30306', 'italian');
    await page.waitForURL('**/chefs?zip=30306&cuisine=italian&date=');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Chef' })).toBeVisible();
    const results = page.getByRole('list', { name: 'Matching chefs' });
    await expect(results.getByRole('link', { name: 'Giulia Romano' })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: '1 chef available' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Find a chef' }).getByLabel('ZIP code')).toHaveValue('30306');
    await expect(page.getByRole('search', { name: 'Find a chef' }).getByLabel('Cuisine')).toHaveValue('italian');
  });

  test('the search bar shows a friendly empty state when no chef matches', async ({ page }) => {
    await page.goto('/');
    await searchChefs(page, '30306', 'asian');
    await page.waitForURL('**/chefs?zip=30306&cuisine=asian&date=');
    await expect(page.getByRole('heading', { name: 'No chefs match your search yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply to be a Chef' })).toHaveAttribute('href', '/chef-application');
    await expect(page.getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute('href', '/api/login');
  });

  test('a bad ZIP is refused before searching', async ({ page }) => {
    await page.goto('/');
    await searchChefs(page, '3030', 'italian');
    await expect(page.getByText('Please enter a 5-digit ZIP code')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the recipe-subscribe form ends in "You\'re Subscribed!" with the success toast', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Subscribe to our recipe collection' });
    await form.getByLabel('Email address').fill(`e2e-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: "You're Subscribed!" })).toBeVisible();
    await expect(page.getByText('Check your email for our complete recipe collection.', { exact: true })).toBeVisible();
    await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  });
});

test.describe('recipes', () => {
  test('lists the hub without fine dining, searches, filters by category and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/recipes');
    const list = page.getByRole('list', { name: 'Recipes' });
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await expect(list.getByRole('link', { name: 'Beef Wellington' })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    await search.fill('SHRIMP');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link', { name: '15-Minute Garlic Butter Shrimp' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Southern Shrimp and Grits' })).toBeVisible();

    await search.fill('');
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.getByRole('option')).toHaveText([
      'All categories',
      'Meal Prep',
      'Quick Dinners',
      'Healthy',
      'Comfort Food',
    ]);
    await category.selectOption('healthy');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByText('Healthy', { exact: true })).toHaveCount(3);

    await search.fill('no such dish anywhere');
    await expect(page.getByRole('heading', { name: 'No recipes found matching your search.' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(12);
  });

  test('a recipe shows its ingredients and nutrition, and its save toggle survives a reload', async ({ page }) => {
    await page.goto('/recipes');
    await page.getByRole('link', { name: 'Southern Shrimp and Grits' }).click();
    await page.waitForURL('**/recipes/southern-shrimp-and-grits');
    await expect(page.getByRole('heading', { level: 1, name: 'Southern Shrimp and Grits' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ingredients' }).getByText('1 cup stone-ground grits')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Instructions' }).getByRole('listitem').first()).toBeVisible();
    const nutrition = page.getByRole('region', { name: 'Nutrition info' });
    await expect(nutrition.getByText('Calories')).toBeVisible();
    await expect(nutrition.getByText('Protein')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a Chef' })).toHaveAttribute('href', '/#chefs');

    const save = page.getByRole('button', { name: 'Save recipe' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save recipe' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a showcase dish without instructions shows its wine pairing and dessert', async ({ page }) => {
    await page.goto('/recipes/beef-wellington');
    const showcase = page.getByRole('region', { name: "Chef's Showcase Dish" });
    await expect(showcase).toBeVisible();
    await expect(showcase.getByText('Bordeaux (Pauillac) or a Napa Valley Cabernet Sauvignon')).toBeVisible();
    await expect(showcase.getByText('Dark chocolate soufflé with crème anglaise')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Instructions' })).toHaveCount(0);
  });

  test('an unknown recipe says "Recipe Not Found" with a way back', async ({ page }) => {
    await page.goto('/recipes/no-such-recipe');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Recipes' }).click();
    await page.waitForURL('**/recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  });
});

test.describe("Chef's Collection", () => {
  test('lists the fine-dining dishes, searches them and opens a dish with its pairings', async ({ page }) => {
    await page.goto('/meals');
    const list = page.getByRole('list', { name: 'Dishes' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    const search = page.getByRole('searchbox', { name: 'Search dishes' });
    await search.fill('lobster');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await search.fill('no such dish anywhere');
    await expect(page.getByRole('heading', { name: 'No dishes found' })).toBeVisible();
    await search.fill('');

    await list.getByRole('link', { name: 'Duck Breast with Cherry Port Reduction' }).click();
    await page.waitForURL('**/meals/duck-breast-with-cherry-port-reduction');
    await expect(page.getByRole('heading', { level: 1, name: 'Duck Breast with Cherry Port Reduction' })).toBeVisible();
    const pairings = page.getByRole('region', { name: 'Pairings' });
    await expect(pairings.getByText('Oregon Pinot Noir or a Burgundy from Gevrey-Chambertin')).toBeVisible();
    await expect(pairings.getByText('Almond financiers with roasted cherries')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveCount(8);
  });

  test('an unknown dish says "Dish Not Found" with a link back to /meals', async ({ page }) => {
    await page.goto('/meals/no-such-dish');
    await expect(page.getByRole('heading', { level: 1, name: 'Dish Not Found' })).toBeVisible();
    await page.getByRole('link', { name: "Back to Chef's Collection" }).click();
    await page.waitForURL('**/meals');
    await expect(page.getByRole('heading', { level: 1, name: "Chef's Collection" })).toBeVisible();
  });
});
