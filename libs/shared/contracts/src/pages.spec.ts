import { bookingsPageUrl, chefSearchUrl } from './api-urls';
import { PAGE_ROUTES, pageLoadOf, serverDrawnPageOf } from './pages';

describe('API URLs', () => {
  it('sends only the chef filters that are filled in', () => {
    expect(chefSearchUrl({ zip: '30306', cuisine: 'italian', date: '2030-05-01' })).toBe(
      '/api/chefs/search?zip=30306&cuisine=italian&date=2030-05-01',
    );
    expect(chefSearchUrl({ zip: '30306', sort: 'rating', limit: 12, cursor: 'abc' })).toBe(
      '/api/chefs/search?zip=30306&sort=rating&limit=12&cursor=abc',
    );
    expect(chefSearchUrl({ sort: 'default' })).toBe('/api/chefs/search');
    expect(chefSearchUrl({ zip: ' ', cuisine: 'asian', date: '' })).toBe('/api/chefs/search?cuisine=asian');
    expect(chefSearchUrl({})).toBe('/api/chefs/search');
  });

  it('asks for a bounded page of bookings, and the next one by its cursor', () => {
    expect(bookingsPageUrl(null)).toBe('/api/bookings?limit=20');
    expect(bookingsPageUrl('abc==', 5)).toBe('/api/bookings?limit=5&cursor=abc%3D%3D');
  });
});

describe('pageLoadOf', () => {
  const out = { signedIn: false };
  const signedIn = { signedIn: true };

  it('names the landing page’s three lists for a visitor, and only the session for a signed-in "/"', () => {
    expect(pageLoadOf('/', out)).toEqual({
      remote: 'public',
      reads: [
        '/api/chefs?limit=6',
        '/api/recipes?collection=hub&limit=6',
        '/api/recipes?collection=fine_dining&limit=6',
      ],
    });
    expect(pageLoadOf('/', signedIn)).toEqual({ remote: 'customer', reads: ['/api/auth/user'] });
  });

  it.each([
    ['/recipes', ['/api/recipes?collection=hub&limit=12']],
    ['/recipes/', ['/api/recipes?collection=hub&limit=12']],
    ['/meals', ['/api/recipes?collection=fine_dining&limit=12']],
    ['/chefs', ['/api/chefs/search?limit=12']],
    ['/recipes/lemon-herb-chicken', ['/api/recipes?slug=lemon-herb-chicken&limit=5']],
    ['/meals/duck-confit', ['/api/recipes?collection=fine_dining&slug=duck-confit&limit=5']],
    ['/signin', []],
    ['/home', []],
    ['/chef/4', []],
  ])('names the first reads of %s for a visitor', (path, reads) => {
    expect(pageLoadOf(path, out)?.reads).toEqual(reads);
  });

  it.each([
    ['/home', 'customer', ['/api/auth/user', '/api/home']],
    ['/bookings', 'customer', ['/api/auth/user', '/api/bookings?limit=20']],
    ['/chef/4', 'customer', ['/api/auth/user', '/api/chefs/4', '/api/reviews/chef/4?limit=3']],
    ['/chef/abc', 'customer', ['/api/auth/user']],
    ['/chef/0', 'customer', ['/api/auth/user']],
    ['/chef/99999999999999999999', 'customer', ['/api/auth/user']],
    ['/chef-portal', 'chef', ['/api/auth/user']],
    ['/admin', 'admin', ['/api/auth/user']],
    ['/recipes', 'public', ['/api/auth/user', '/api/recipes?collection=hub&limit=12']],
  ])('names the session and the first reads of %s when signed in', (path, remote, reads) => {
    expect(pageLoadOf(path, signedIn)).toEqual({ remote, reads });
  });

  it('names no list read when the query string filters the list', () => {
    expect(pageLoadOf('/recipes', { signedIn: false, search: 'category=healthy' })).toEqual({
      remote: 'public',
      reads: [],
    });
    expect(pageLoadOf('/', { signedIn: false, search: 'utm=mail' })?.reads).toEqual([]);
  });

  it('names nothing a URL would have to escape, and nothing for an unknown page', () => {
    expect(pageLoadOf('/recipes/a%3Eb', out)).toBeUndefined();
    expect(pageLoadOf('/recipes/a,b', out)).toBeUndefined();
    expect(pageLoadOf('/nowhere', out)).toBeUndefined();
    expect(pageLoadOf('/recipes/a/b', out)).toBeUndefined();
  });

  it('knows every page of the route table', () => {
    for (const [path, remote] of PAGE_ROUTES)
      expect(pageLoadOf(path.replace(/:[a-zA-Z]+/, '7'), out)?.remote).toBe(remote);
  });
});

describe('serverDrawnPageOf', () => {
  const out = { signedIn: false };
  const signedIn = { signedIn: true };
  const readsOf = (path: string, who = out, search = '') => serverDrawnPageOf(path, { ...who, search })?.reads;

  it("names a recipe's and a dish's reads for a visitor, the same URLs their pages' hooks ask for", () => {
    expect(serverDrawnPageOf('/recipes/shrimp-and-grits', out)).toEqual({
      remote: 'public',
      reads: ['/api/recipes?slug=shrimp-and-grits&limit=5'],
      item: true,
    });
    expect(readsOf('/meals/duck-a-l-orange')).toEqual([
      '/api/recipes?collection=fine_dining&slug=duck-a-l-orange&limit=5',
    ]);
    expect(readsOf('/recipes/shrimp-and-grits')).toEqual(pageLoadOf('/recipes/shrimp-and-grits', out)?.reads);
  });

  it("names a chef's profile's and the home's reads for a signed-in visitor, the session first, as their preloads", () => {
    expect(serverDrawnPageOf('/chef/4', signedIn)).toEqual({
      remote: 'customer',
      reads: ['/api/auth/user', '/api/chefs/4', '/api/reviews/chef/4?limit=3'],
      item: false,
    });
    expect(readsOf('/home', signedIn)).toEqual(['/api/auth/user', '/api/home']);
    for (const path of ['/chef/4', '/home']) expect(readsOf(path, signedIn)).toEqual(pageLoadOf(path, signedIn)?.reads);
  });

  it("names the landing page's and each catalogue's first page's reads for a visitor, as their preloads would", () => {
    expect(serverDrawnPageOf('/', out)).toEqual({ remote: 'public', reads: pageLoadOf('/', out)?.reads, item: false });
    expect(readsOf('/')).toHaveLength(3);
    expect(readsOf('')).toEqual(readsOf('/'));
    for (const path of ['/recipes', '/meals', '/chefs']) {
      expect(serverDrawnPageOf(path, out)?.item).toBe(false);
      expect(readsOf(path)).toEqual(pageLoadOf(path, out)?.reads);
    }
    expect(readsOf('/chefs')).toEqual(['/api/chefs/search?limit=12']);
  });

  it('draws no other page, none with a query string and none with a slug or id a URL would escape', () => {
    for (const path of ['/chef/4', '/home', '/signin', '/chef-application', '/nowhere'])
      expect(readsOf(path)).toBeUndefined();
    for (const path of ['/', '/recipes', '/chefs']) expect(readsOf(path, out, 'category=healthy')).toBeUndefined();
    for (const path of ['/', '/recipes/shrimp-and-grits', '/bookings', '/schedule', '/chef/0', '/chef/abc', '/admin'])
      expect(readsOf(path, signedIn)).toBeUndefined();
    expect(readsOf('/recipes/shrimp-and-grits', out, 'from=mail')).toBeUndefined();
    expect(readsOf('/chef/4', signedIn, 'from=mail')).toBeUndefined();
    expect(readsOf('/recipes/a%3Cb')).toBeUndefined();
  });
});
