import { expect, test } from '@playwright/test';
import { checkScreen } from './a11y';
import { signIn } from './support';

// The admin dashboard's seven tabs at phone and desktop width: each loads its data, passes axe
// (no serious or critical violation), never scrolls the page sideways, and is kept as a screenshot.

const TABS = [
  { id: 'overview', name: 'Overview', ready: 'Total Revenue' },
  { id: 'applications', name: 'Applications', ready: /Showing \d+–\d+ of \d+ applications|No applications yet/ },
  { id: 'chefs', name: 'Chefs', ready: /Showing \d+–\d+ of \d+ chefs/ },
  { id: 'bookings', name: 'Bookings', ready: /Showing \d+–\d+ of \d+ bookings/ },
  { id: 'recipes', name: 'Recipes', ready: /Showing \d+–\d+ of \d+ recipes/ },
  { id: 'users', name: 'Users', ready: /Showing \d+–\d+ of \d+ users/ },
  { id: 'requests', name: 'Requests', ready: /Showing \d+–\d+ of \d+ requests|No open requests/ },
] as const;

for (const width of [390, 1440]) {
  test(`every admin tab at ${width} px: data, axe, no sideways scroll`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    for (const tab of TABS) {
      await page.goto(tab.id === 'overview' ? '/admin' : `/admin?tab=${tab.id}`);
      await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByText(tab.ready).first()).toBeVisible();
      await checkScreen(page, `admin-${tab.id}`);
    }
    await context.close();
  });
}
