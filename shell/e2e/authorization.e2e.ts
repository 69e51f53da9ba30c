import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { API_ROUTES, type ApiRoute } from '@chefs/contracts';
import type { AdminPageDto, BookingDto } from '@chefs/contracts';
import { AUTHORIZATION_TABLE, type AuthorizationRow, type Caller, type IdKind } from './authorization-table';
import { BASE_URL } from './playwright.config';
import { signIn } from './support';

// Every route of the route table, called through the gateway by each kind of caller with
// ids of other people's objects, answers what authorization-table.ts says (docs/decisions.md:
// signed out 401, a wrong role 403, someone else's object 404).

const ACCOUNTS: Record<Exclude<Caller, 'signedOut'>, string> = {
  customer: 'customer@demo.test',
  chef: 'chef@demo.test',
  otherChef: 'giulia@demo.test',
  admin: 'admin@demo.test',
};
const CALLERS: Caller[] = ['signedOut', 'customer', 'chef', 'otherChef', 'admin'];
const keyOf = (route: ApiRoute) => `${route.method} ${route.path}`;

async function callerRequest(browser: Browser, caller: Caller): Promise<APIRequestContext> {
  const context = await browser.newContext();
  if (caller !== 'signedOut') {
    const page = await context.newPage();
    await signIn(page, ACCOUNTS[caller]);
    await page.close();
  }
  return context.request;
}

async function adminPage<T>(admin: APIRequestContext, path: string, page: number): Promise<AdminPageDto<T>> {
  const res = await admin.get(`${path}?page=${page}&pageSize=100`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as AdminPageDto<T>;
}

/** The first row of an admin list (paged, bounded) that `pick` accepts. */
async function findInAdminList<T>(admin: APIRequestContext, path: string, pick: (row: T) => boolean): Promise<T> {
  for (let page = 1; page <= 20; page += 1) {
    const { items, total, pageSize } = await adminPage<T>(admin, path, page);
    const hit = items.find(pick);
    if (hit) return hit;
    if (page * pageSize >= total) break;
  }
  throw new Error(`no matching row in ${path}`);
}

async function objectIds(admin: APIRequestContext): Promise<Record<IdKind, number>> {
  const booking = await findInAdminList<BookingDto>(
    admin,
    '/api/admin/bookings',
    (b) => b.chefName === 'Marcus Bennett' && b.status === 'completed' && b.clientEmail !== ACCOUNTS.customer,
  );
  const recipe = await findInAdminList<{ id: number; isPublished: boolean }>(
    admin,
    '/api/admin/recipes',
    (r) => r.isPublished,
  );
  const application = await findInAdminList<{ id: number }>(admin, '/api/admin/applications', () => true);
  const requests = await adminPage<{ id: number }>(admin, '/api/admin/schedule-requests', 1);
  return {
    booking: booking.id,
    chef: booking.chefId,
    recipe: recipe.id,
    application: application.id,
    // No open request in the seed: an admin's empty body is refused before any lookup.
    scheduleRequest: requests.items[0]?.id ?? 1,
  };
}

function urlOf(route: ApiRoute, row: AuthorizationRow, ids: Record<IdKind, number>): string {
  let path = route.path.replace(/:id\b/, () => String(ids[row.id ?? 'booking']));
  if (path.endsWith('/*')) path = path.slice(0, -2) + (row.tail ?? '');
  return row.query ? `${path}?${row.query}` : path;
}

test('the route table and the authorization table list the same routes', () => {
  const routes = API_ROUTES.map(keyOf).sort();
  expect(Object.keys(AUTHORIZATION_TABLE).sort()).toEqual(routes);
});

test('every route answers each caller as the authorization table says', async ({ browser }) => {
  test.setTimeout(120_000);
  const requests = {} as Record<Caller, APIRequestContext>;
  for (const caller of CALLERS) requests[caller] = await callerRequest(browser, caller);
  const ids = await objectIds(requests.admin);

  // Signing out ends the session the other calls need: it goes last.
  const ordered = [...API_ROUTES].sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
  const mismatches: string[] = [];
  for (const route of ordered) {
    const row = AUTHORIZATION_TABLE[keyOf(route)];
    expect(row, `${keyOf(route)} is missing from authorization-table.ts`).toBeDefined();
    const url = urlOf(route, row, ids);
    for (const caller of CALLERS) {
      const unsafe = !['GET', 'HEAD'].includes(route.method);
      const body = typeof row.body === 'function' ? row.body(ids) : (row.body ?? {});
      const res = await requests[caller].fetch(url, {
        method: route.method,
        maxRedirects: 0,
        headers: unsafe ? { Origin: BASE_URL } : {},
        ...(unsafe ? { data: body } : {}),
      });
      if (res.status() !== row.expect[caller]) {
        mismatches.push(`${route.method} ${url} as ${caller}: ${res.status()}, expected ${row.expect[caller]}`);
      }
    }
  }
  expect(mismatches).toEqual([]);
});
