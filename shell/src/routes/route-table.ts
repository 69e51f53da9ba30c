import { matchPath } from 'react-router';
import { PAGE_ROUTES } from '@chefs/contracts';
import { type RemoteName } from '../remotes/remote-names';

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
  const hit = PAGE_ROUTES.find(([path]) => matchPath(path, pathname));
  return hit ? { kind: 'remote', remote: hit[1] } : { kind: 'notFound' };
}
