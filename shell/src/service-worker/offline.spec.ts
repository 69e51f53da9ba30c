import { OFFLINE_CACHE, isSitePageNavigation, offlineFileOf, staleCaches } from './offline';

const ORIGIN = 'https://chefs.example';
const navigation = (path: string, over: Partial<Pick<Request, 'mode' | 'method'>> = {}) => ({
  mode: 'navigate' as RequestMode,
  method: 'GET',
  url: `${ORIGIN}${path}`,
  ...over,
});

describe('the offline page', () => {
  it('answers a navigation to any page of the site', () => {
    for (const path of ['/', '/recipes', '/recipes/southern-shrimp-and-grits?x=1', '/chef/3', '/bookings/12', '/apix'])
      expect(isSitePageNavigation(navigation(path), ORIGIN)).toBe(true);
  });

  it('leaves the API, the sign-in flow, portal files, other origins, other methods and other requests alone', () => {
    for (const path of ['/api/login', '/api', '/oidc/auth', '/remotes/public/remoteEntry.js'])
      expect(isSitePageNavigation(navigation(path), ORIGIN)).toBe(false);
    expect(isSitePageNavigation({ ...navigation('/'), url: 'https://elsewhere.example/' }, ORIGIN)).toBe(false);
    expect(isSitePageNavigation(navigation('/signin', { method: 'POST' }), ORIGIN)).toBe(false);
    for (const mode of ['cors', 'no-cors', 'same-origin'] as RequestMode[])
      expect(isSitePageNavigation(navigation('/recipes', { mode }), ORIGIN)).toBe(false);
  });

  it('keeps the offline page’s script and icon for the page, and nothing else', () => {
    const file = (path: string, over: Partial<Pick<Request, 'mode' | 'method'>> = {}) =>
      offlineFileOf({ mode: 'no-cors', method: 'GET', url: `${ORIGIN}${path}`, ...over }, ORIGIN);
    expect(file('/offline.js')).toBe('/offline.js');
    expect(file('/icons/icon.svg?v=1')).toBe('/icons/icon.svg');
    expect(file('/offline.html')).toBeNull();
    expect(file('/main.js')).toBeNull();
    expect(file('/offline.js', { method: 'POST' })).toBeNull();
    expect(file('/offline.js', { mode: 'navigate' })).toBeNull();
    expect(offlineFileOf({ mode: 'no-cors', method: 'GET', url: 'https://cdn.example/offline.js' }, ORIGIN)).toBeNull();
  });

  it('deletes the caches of older versions only', () => {
    expect(staleCaches(['chefs-offline-v1', OFFLINE_CACHE, 'someone-else'])).toEqual(['chefs-offline-v1']);
  });
});
