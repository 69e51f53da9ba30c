import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { signIn } from './support';

/**
 * The catalogue a page at a time: "Load more" on /chefs, and coming back from a chef keeps the
 * loaded pages and the place on the page. Fifteen chefs of our own serve a ZIP nobody else
 * serves, so the search has more than one page (12) whatever other tests add.
 */
const ZIP = '30399';
const CHEFS = 15;

async function ensurePagingChefs(page: Page): Promise<void> {
  await signIn(page, 'admin@demo.test');
  const origin = new URL(page.url()).origin;
  const found = (await (await page.request.get(`/api/chefs/search?zip=${ZIP}&limit=50`)).json()) as {
    items: unknown[];
  };
  for (let i = found.items.length + 1; i <= CHEFS; i++) {
    const res = await page.request.post('/api/chefs', {
      headers: { Origin: origin },
      data: {
        name: `Paging Chef ${String(i).padStart(2, '0')}`,
        specialty: 'southern',
        primaryCuisine: 'southern',
        pricePerPerson: 40 + i,
        zipCode: ZIP,
        location: 'Lakewood Heights, GA',
        bio: 'Cooks Sunday suppers for the e2e suite.',
      },
    });
    expect(res.status()).toBe(201);
  }
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await ensurePagingChefs(page);
  await page.close();
});

const cards = (page: Page) => page.getByRole('list', { name: 'Matching chefs' }).getByRole('listitem');

test('chef search shows 12, loads the rest on "Load more", and keeps both and its place after a visit to a chef', async ({
  page,
}) => {
  await signIn(page, 'customer@demo.test');
  await page.goto(`/chefs?zip=${ZIP}`);
  await expect(page.getByRole('heading', { level: 2, name: '12+ chefs available' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Load more chefs' }).click();
  await expect(cards(page)).toHaveCount(CHEFS);
  await expect(page.getByRole('heading', { level: 2, name: `${CHEFS} chefs available` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more chefs' })).toHaveCount(0);

  const target = cards(page).nth(13).getByRole('link');
  const name = (await target.textContent())?.trim() ?? '';
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);

  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/chefs/search')) requests.push(r.url());
  });
  await target.click();
  await page.waitForURL(/\/chef\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await page.waitForURL(`**/chefs?zip=${ZIP}`);
  await expect(cards(page)).toHaveCount(CHEFS);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 10);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(10);
  await expect(cards(page).nth(13).getByRole('link')).toBeInViewport();
  // The pages came from the cache: nothing was fetched again.
  expect(requests).toEqual([]);
});

test('"Load more" by keyboard: the button keeps the focus while it loads, then the first new chef takes it', async ({
  page,
}) => {
  await page.goto(`/chefs?zip=${ZIP}`);
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Load more chefs' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(CHEFS);
  // The button is gone with the last page; the focus went on into the new cards, not to the page.
  await expect(cards(page).nth(12).getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cards(page).nth(13).getByRole('link')).toBeFocused();
});

const screens: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'chefs-paged',
    open: async (page) => {
      await page.goto(`/chefs?zip=${ZIP}`);
      await expect(cards(page)).toHaveCount(12);
      await page.getByRole('button', { name: 'Load more chefs' }).click();
      await expect(cards(page)).toHaveCount(CHEFS);
    },
  },
  {
    name: 'recipes-search',
    open: async (page) => {
      await page.goto('/recipes?q=chicken');
      await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'meals-list',
    open: async (page) => {
      await page.goto('/meals');
      await expect(page.getByRole('list', { name: 'Dishes' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'landing-catalogue',
    open: async (page) => {
      await page.goto('/');
      await expect(page.locator('#chefs').getByRole('listitem')).toHaveCount(6);
      await expect(page.getByRole('list', { name: 'Featured recipes' }).getByRole('listitem')).toHaveCount(6);
    },
  },
];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const screen of screens) {
      test(`${screen.name} passes axe, fits the width, and is photographed`, async ({ page }) => {
        // axe over a long page is slow on a busy machine.
        test.slow();
        await screen.open(page);
        await checkScreen(page, screen.name);
      });
    }
  });
}
