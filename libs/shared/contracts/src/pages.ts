import { bookingsPageUrl, chefReviewsUrl, chefSearchUrl, chefsUrl, recipesUrl } from './api-urls';
import { CATALOGUE_PAGE_SIZE } from './paging';
import { type RemoteName, routePattern } from './routes';

/**
 * docs/product.md §9: the landing page shows up to 6 chefs, 6 recipes (none from fine_dining) and 6
 * fine-dining dishes, and asks the server for no more.
 */
export const LANDING_LIST_LIMIT = 6;
/** docs/product.md §9: a chef profile shows up to 3 reviews (the server is asked for no more). */
export const PROFILE_REVIEW_LIMIT = 3;
/** A recipe's or a dish's page asks for the few recipes whose title could make its slug. */
export const SLUG_MATCHES_LIMIT = 5;

/** docs/product.md §2's route table, by the portal (remote) that owns each page. "/" depends on the session. */
export const PAGE_ROUTES: readonly (readonly [path: string, remote: RemoteName])[] = [
  ['/recipes', 'public'],
  ['/recipes/:slug', 'public'],
  ['/meals', 'public'],
  ['/meals/:slug', 'public'],
  ['/chef-application', 'public'],
  ['/chef-signin', 'public'],
  ['/signin', 'public'],
  ['/customer-signup', 'public'],
  ['/chefs', 'public'],
  // the link of the recipe collection's confirmation e-mail (double opt-in)
  ['/subscribe/confirm', 'public'],
  ['/home', 'customer'],
  ['/schedule', 'customer'],
  ['/booking-confirmation', 'customer'],
  ['/customer-portal', 'customer'],
  ['/chef/:id', 'customer'],
  ['/booking/:chefId', 'customer'],
  ['/checkout/:bookingId', 'customer'],
  ['/bookings', 'customer'],
  ['/bookings/:id', 'customer'],
  ['/chef-portal', 'chef'],
  ['/admin', 'admin'],
];

/** A slug or an id as it appears in a page's path: nothing a URL would have to escape. */
const PLAIN_SEGMENT = /^[A-Za-z0-9-]+$/;
const ENTITY_ID = /^[1-9][0-9]{0,14}$/;

/** The page table compiled: case-insensitive, as the shell's router matches. */
const PAGES = compilePages(PAGE_ROUTES);

// `#__NO_SIDE_EFFECTS__`: a portal that never looks a page up does not carry the compiled table
// (docs/performance.md, "Dead tables").
/*#__NO_SIDE_EFFECTS__*/
function compilePages(routes: typeof PAGE_ROUTES): { pattern: string; remote: RemoteName; re: RegExp }[] {
  return routes.map(([pattern, remote]) => ({ pattern, remote, re: routePattern(pattern, 'i') }));
}

/** What the browser will fetch first for a page: its portal, and the API reads its first screen makes, in order. */
export interface PageLoad {
  remote: RemoteName;
  reads: string[];
}

/**
 * The portal and the first API reads of a navigation to `pathname`, for a visitor who is
 * signed in (carries a session cookie) or not; undefined for a page the table does not know.
 * The reads are the exact URLs the portals' hooks ask for (built by the same functions), so the
 * gateway can name them in the page's `Link` header and the browser starts them with the
 * document (docs/performance.md, "Preloaded first reads"). A page whose list takes filters
 * from its query string (`search`, without "?") reads what they say: none is named then. A
 * signed-in page names only the reads of a customer's own pages.
 */
export function pageLoadOf(
  pathname: string,
  { signedIn, search = '' }: { signedIn: boolean; search?: string },
): PageLoad | undefined {
  const session = signedIn ? [SESSION_READ] : [];
  if (isLanding(pathname)) {
    if (signedIn) return { remote: 'customer', reads: session };
    return { remote: 'public', reads: search ? [] : landingReads() };
  }
  const page = pageOf(pathname);
  if (!page) return undefined;
  return {
    remote: page.remote,
    reads: [...session, ...(search ? [] : firstReads(page.pattern, page.params, signedIn))],
  };
}

const isLanding = (pathname: string): boolean => pathname === '/' || pathname === '';

/** The landing page's three lists (docs/product.md §9). */
const landingReads = (): string[] => [
  chefsUrl({ limit: LANDING_LIST_LIMIT }),
  recipesUrl({ collection: 'hub', limit: LANDING_LIST_LIMIT }),
  recipesUrl({ collection: 'fine_dining', limit: LANDING_LIST_LIMIT }),
];

/** The page of the table that `pathname` opens, with its `:params`, each a plain segment; undefined for none. */
function pageOf(pathname: string): { pattern: string; remote: RemoteName; params: Record<string, string> } | undefined {
  for (const { pattern, remote, re } of PAGES) {
    const hit = re.exec(pathname);
    const params = hit?.groups ?? {};
    if (hit && Object.values(params).every((value) => PLAIN_SEGMENT.test(value))) return { pattern, remote, params };
  }
  return undefined;
}

function firstReads(pattern: string, params: Record<string, string>, signedIn: boolean): string[] {
  switch (pattern) {
    case '/recipes':
      return [recipesUrl({ collection: 'hub', limit: CATALOGUE_PAGE_SIZE })];
    case '/meals':
      return [recipesUrl({ collection: 'fine_dining', limit: CATALOGUE_PAGE_SIZE })];
    case '/chefs':
      return [chefSearchUrl({ limit: CATALOGUE_PAGE_SIZE })];
    case '/recipes/:slug':
      return [recipesUrl({ slug: params.slug, limit: SLUG_MATCHES_LIMIT })];
    case '/meals/:slug':
      return [recipesUrl({ collection: 'fine_dining', slug: params.slug, limit: SLUG_MATCHES_LIMIT })];
  }
  if (!signedIn) return [];
  switch (pattern) {
    case '/home':
      return ['/api/home'];
    case '/bookings':
      return [bookingsPageUrl(null)];
    case '/chef/:id': {
      if (!ENTITY_ID.test(params.id)) return [];
      const id = Number(params.id);
      return [`/api/chefs/${id}`, chefReviewsUrl(id, PROFILE_REVIEW_LIMIT)];
    }
  }
  return [];
}

/**
 * The pages the gateway draws on the server, with their data, for a visitor without a session
 * cookie: the landing page (below), the first page of each catalogue, and a recipe's and a dish's.
 */
const SIGNED_OUT_DRAWN_PAGES: readonly string[] = ['/recipes', '/meals', '/chefs', '/recipes/:slug', '/meals/:slug'];
/** …and for a signed-in customer (their session read first, with their cookie; never kept). */
const CUSTOMER_DRAWN_PAGES: readonly string[] = ['/chef/:id', '/home'];
/** The drawn pages that show one item: a read with nothing on it means nothing has the slug. */
const ITEM_PAGES: readonly string[] = ['/recipes/:slug', '/meals/:slug'];

/** The read of the session a page drawn for a signed-in visitor starts with. */
export const SESSION_READ = '/api/auth/user';

/** A page the gateway draws on the server: its portal, its reads, and whether it shows one item. */
export interface DrawnPage extends PageLoad {
  /**
   * The page is one item's (a recipe's, a dish's): when its read finds nothing, no page is drawn
   * and the shell says "not found" in the browser, so made-up slugs cannot fill the gateway's
   * cache. A list's page with nothing on it is drawn: its empty state is the page.
   */
  item: boolean;
}

/**
 * What the gateway reads to draw the page at `pathname` on the server
 * (services/gateway/src/static/server-drawn.ts): its portal and reads, the same URLs its hooks
 * ask for. For a visitor without a session cookie, the landing page and the first page of
 * /recipes, /meals and /chefs, whose lists the prerendered page could only show as skeletons
 * until the scripts and the API answered, and a recipe's and a dish's page, whose first paint is
 * their item, which no build could prerender; for a signed-in customer, a chef's profile and
 * their home, whose first paint waited for the customer portal's code and then their data, with
 * the session read first. Undefined for every other page, and for one whose query string
 * (`search`) could change what it shows.
 */
export function serverDrawnPageOf(
  pathname: string,
  { signedIn, search = '' }: { signedIn: boolean; search?: string },
): DrawnPage | undefined {
  if (search) return undefined;
  if (isLanding(pathname)) return signedIn ? undefined : { remote: 'public', reads: landingReads(), item: false };
  const page = pageOf(pathname);
  if (!page || !(signedIn ? CUSTOMER_DRAWN_PAGES : SIGNED_OUT_DRAWN_PAGES).includes(page.pattern)) return undefined;
  const reads = firstReads(page.pattern, page.params, signedIn);
  // A chef's id that is no entity id has no read: the page says "Chef Not Found" in the browser.
  if (!reads.length) return undefined;
  return {
    remote: page.remote,
    reads: signedIn ? [SESSION_READ, ...reads] : reads,
    item: ITEM_PAGES.includes(page.pattern),
  };
}
