import { isReservedPath } from './reserved-paths';
import { API_ROUTES, matchRoute, methodsForPath } from './routes';

describe('route table', () => {
  it('sends a method and path to the BFF that owns it', () => {
    expect(matchRoute('GET', '/api/chefs')?.service).toBe('public-bff');
    expect(matchRoute('POST', '/api/chefs')?.service).toBe('admin-bff');
    expect(matchRoute('GET', '/api/chefs/12?x=1')?.service).toBe('public-bff');
    expect(matchRoute('GET', '/api/chefs/search')?.path).toBe('/api/chefs/search');
    expect(matchRoute('GET', '/api/bookings/7')?.service).toBe('customer-bff');
    expect(matchRoute('PATCH', '/api/bookings/7/status')?.service).toBe('chef-bff');
    expect(matchRoute('PATCH', '/api/admin/bookings/7/status')?.service).toBe('admin-bff');
  });

  it('matches nothing for unknown calls and tells a wrong method from an unknown path', () => {
    expect(matchRoute('GET', '/api/nope')).toBeUndefined();
    expect(matchRoute('DELETE', '/api/chefs')).toBeUndefined();
    expect(methodsForPath('/api/chefs?page=2')).toEqual(['GET', 'POST']);
    expect(methodsForPath('/api/notifications/subscribe')).toEqual(['POST', 'DELETE']);
    expect(methodsForPath('/api/nope')).toEqual([]);
  });

  it('lists each method and path once', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('isReservedPath', () => {
  it('is the API, the identity provider and the portals’ files, and no page', () => {
    for (const path of ['/api', '/api/login', '/oidc/auth', '/remotes/public/remoteEntry.js'])
      expect(isReservedPath(path)).toBe(true);
    for (const path of ['/', '/apix', '/recipes', '/chef/3', '/remotes-guide', 'api/login'])
      expect(isReservedPath(path)).toBe(false);
  });
});
