import { matchPath } from 'react-router';
import { type RemoteName } from '../remotes/remote-names';

/** docs/product.md §2's route table, by the portal (remote) that owns each page. */
const REMOTE_ROUTES: readonly (readonly [path: string, remote: RemoteName])[] = [
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

export type RouteTarget =
  { kind: 'remote'; remote: RemoteName } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/**
 * Which portal renders a path. "/" is the landing page (public) when signed out or while
 * the session is loading, and the signed-in home (customer) otherwise. Decisions:
 * /book/:chefId redirects to /booking/:chefId; /booking alone goes to /#chefs.
 */
export function resolveRoute(pathname: string, session: { isAuthenticated: boolean }): RouteTarget {
  if (pathname === '/' || pathname === '')
    return { kind: 'remote', remote: session.isAuthenticated ? 'customer' : 'public' };
  const book = matchPath('/book/:chefId', pathname);
  if (book) return { kind: 'redirect', to: `/booking/${book.params.chefId ?? ''}` };
  if (matchPath('/booking', pathname)) return { kind: 'redirect', to: '/#chefs' };
  const hit = REMOTE_ROUTES.find(([path]) => matchPath(path, pathname));
  return hit ? { kind: 'remote', remote: hit[1] } : { kind: 'notFound' };
}
