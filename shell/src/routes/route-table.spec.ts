import { resolveRoute } from './route-table';

const signedOut = { isAuthenticated: false };
const signedIn = { isAuthenticated: true };

describe('resolveRoute', () => {
  it('gives "/" to the landing page when signed out (or loading) and to the home when signed in', () => {
    expect(resolveRoute('/', signedOut)).toEqual({ kind: 'remote', remote: 'public' });
    expect(resolveRoute('/', signedIn)).toEqual({ kind: 'remote', remote: 'customer' });
  });

  it.each([
    ['/recipes', 'public'],
    ['/recipes/lemon-herb-chicken', 'public'],
    ['/meals', 'public'],
    ['/meals/duck-confit', 'public'],
    ['/chef-application', 'public'],
    ['/chef-signin', 'public'],
    ['/signin', 'public'],
    ['/customer-signup', 'public'],
    ['/chefs', 'public'],
    ['/subscribe/confirm', 'public'],
    ['/home', 'customer'],
    ['/schedule', 'customer'],
    ['/booking-confirmation', 'customer'],
    ['/customer-portal', 'customer'],
    ['/chef/4', 'customer'],
    ['/booking/4', 'customer'],
    ['/checkout/12', 'customer'],
    ['/bookings', 'customer'],
    ['/bookings/12', 'customer'],
    ['/chef-portal', 'chef'],
    ['/admin', 'admin'],
  ])('sends %s to the %s portal', (path, remote) => {
    expect(resolveRoute(path, signedOut)).toEqual({ kind: 'remote', remote });
  });

  it('redirects /book/:chefId to /booking/:chefId and /booking to /#chefs', () => {
    expect(resolveRoute('/book/7', signedIn)).toEqual({ kind: 'redirect', to: '/booking/7' });
    expect(resolveRoute('/booking', signedIn)).toEqual({ kind: 'redirect', to: '/#chefs' });
  });

  it('answers anything else with the not-found page', () => {
    expect(resolveRoute('/nope', signedIn)).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/recipes/a/b', signedIn)).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/admin/users', signedIn)).toEqual({ kind: 'notFound' });
  });
});
