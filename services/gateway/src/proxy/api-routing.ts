import { API_ROUTES, type ApiRoute, matchRoute, routePattern } from '@chefs/contracts';

export type RoutingDecision =
  { kind: 'proxy'; route: ApiRoute } | { kind: 'method-not-allowed'; allow: string[] } | { kind: 'not-found' };

const patterns = API_ROUTES.map((route) => ({ route, re: routePattern(route.path) }));

/** Which BFF answers an /api call, by the route table of the contracts. HEAD is routed as GET. */
export function decideApiRoute(method: string, url: string): RoutingDecision {
  const route = matchRoute(method === 'HEAD' ? 'GET' : method, url);
  if (route) return { kind: 'proxy', route };
  const path = url.split('?')[0];
  const allow = [...new Set(patterns.filter((p) => p.re.test(path)).map((p) => p.route.method))];
  return allow.length ? { kind: 'method-not-allowed', allow } : { kind: 'not-found' };
}
