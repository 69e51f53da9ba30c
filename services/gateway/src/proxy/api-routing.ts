import { type ApiRoute, matchRoute, methodsForPath } from '@chefs/contracts';

export type RoutingDecision =
  { kind: 'proxy'; route: ApiRoute } | { kind: 'method-not-allowed'; allow: string[] } | { kind: 'not-found' };

/** Which BFF answers an /api call, by the route table of the contracts. HEAD is routed as GET. */
export function decideApiRoute(method: string, url: string): RoutingDecision {
  const route = matchRoute(method === 'HEAD' ? 'GET' : method, url);
  if (route) return { kind: 'proxy', route };
  const allow = methodsForPath(url);
  return allow.length ? { kind: 'method-not-allowed', allow } : { kind: 'not-found' };
}
