/**
 * The one route table: which backend-for-frontend answers which API call.
 * The gateway routes by it, and k8s/ and docker-compose.yml are generated from / checked against it.
 */
import topology from './topology.json';

/**
 * Every app's default port. The numbers live in topology.json, which the tools (`npm start`,
 * the e2e stack) read as well.
 */
export type ServiceName = keyof typeof topology.servicePorts;
export const SERVICES = servicesOf(topology.servicePorts);

// `#__NO_SIDE_EFFECTS__`: a call of it whose result goes unused may be dropped, so a bundle that
// does not use a table built with it does not carry it (docs/performance.md, "Dead tables").
/*#__NO_SIDE_EFFECTS__*/
function servicesOf(ports: typeof topology.servicePorts): Record<ServiceName, { port: number }> {
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, { port }])) as Record<
    ServiceName,
    { port: number }
  >;
}

/** The four portals (Module Federation remotes), each built from its mfe-* project; each exposes "./routes". */
export type RemoteName = keyof typeof topology.remotes;
export const REMOTE_NAMES = keysOf(topology.remotes);

/*#__NO_SIDE_EFFECTS__*/
function keysOf<T extends object>(record: T): (keyof T)[] {
  return Object.keys(record) as (keyof T)[];
}
export type BffName = 'public-bff' | 'customer-bff' | 'chef-bff' | 'admin-bff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface ApiRoute {
  method: HttpMethod;
  /** Path pattern with `:param` segments, or a trailing `/*` for a prefix. */
  path: string;
  service: BffName;
}

/*#__NO_SIDE_EFFECTS__*/
function r(method: HttpMethod, path: string, service: BffName): ApiRoute {
  return { method, path, service };
}

export const API_ROUTES: readonly ApiRoute[] = [
  // identity (public-bff)
  r('GET', '/api/login', 'public-bff'),
  r('GET', '/api/callback', 'public-bff'),
  r('GET', '/api/logout', 'public-bff'),
  r('GET', '/api/auth/user', 'public-bff'),
  // catalogue and applications (public-bff)
  r('GET', '/api/chefs', 'public-bff'),
  r('GET', '/api/chefs/search', 'public-bff'),
  r('GET', '/api/chefs/:id', 'public-bff'),
  r('GET', '/api/reviews/chef/:id', 'public-bff'),
  r('GET', '/api/recipes', 'public-bff'),
  r('POST', '/api/subscribe-recipes', 'public-bff'),
  r('POST', '/api/subscribe-recipes/confirm', 'public-bff'),
  r('POST', '/api/chef-application', 'public-bff'),
  r('POST', '/api/chef-application/quiz-score', 'public-bff'),
  r('PUT', '/api/me/preferences', 'public-bff'),
  // customer (customer-bff)
  r('GET', '/api/home', 'customer-bff'),
  r('GET', '/api/bookings', 'customer-bff'),
  r('GET', '/api/bookings/:id', 'customer-bff'),
  r('POST', '/api/bookings', 'customer-bff'),
  r('POST', '/api/bookings/:id/cancel', 'customer-bff'),
  r('POST', '/api/reviews', 'customer-bff'),
  r('POST', '/api/create-payment-intent', 'customer-bff'),
  r('POST', '/api/stripe/webhook', 'customer-bff'),
  r('POST', '/api/send-booking-confirmation', 'customer-bff'),
  r('POST', '/api/schedule-requests', 'customer-bff'),
  r('POST', '/api/notifications/subscribe', 'customer-bff'),
  r('DELETE', '/api/notifications/subscribe', 'customer-bff'),
  // chef portal (chef-bff)
  r('GET', '/api/chef-profile', 'chef-bff'),
  r('PATCH', '/api/chef-profile', 'chef-bff'),
  r('GET', '/api/chef-application-status', 'chef-bff'),
  r('GET', '/api/chef-bookings', 'chef-bff'),
  r('GET', '/api/chef-earnings', 'chef-bff'),
  r('PATCH', '/api/bookings/:id/status', 'chef-bff'),
  // admin dashboard (admin-bff)
  r('GET', '/api/admin/overview', 'admin-bff'),
  r('GET', '/api/admin/chefs', 'admin-bff'),
  r('GET', '/api/admin/bookings', 'admin-bff'),
  r('GET', '/api/admin/recipes', 'admin-bff'),
  r('GET', '/api/admin/users', 'admin-bff'),
  r('GET', '/api/admin/applications', 'admin-bff'),
  r('GET', '/api/admin/schedule-requests', 'admin-bff'),
  r('PATCH', '/api/admin/chefs/:id/approve', 'admin-bff'),
  r('PATCH', '/api/admin/applications/:id', 'admin-bff'),
  r('PATCH', '/api/admin/bookings/:id/status', 'admin-bff'),
  r('PATCH', '/api/admin/recipes/:id/publish', 'admin-bff'),
  r('PATCH', '/api/admin/schedule-requests/:id', 'admin-bff'),
  r('GET', '/api/admin/operations', 'admin-bff'),
  // the queue dashboard (Bull Board): its page, its assets under /static and its API under /api
  r('GET', '/api/admin/queues', 'admin-bff'),
  r('GET', '/api/admin/queues/*', 'admin-bff'),
  r('PUT', '/api/admin/queues/*', 'admin-bff'),
  r('PATCH', '/api/admin/queues/*', 'admin-bff'),
  r('POST', '/api/admin/queues/*', 'admin-bff'),
  r('POST', '/api/chefs', 'admin-bff'),
  r('POST', '/api/recipes', 'admin-bff'),
];

/**
 * Turns a route path into an anchored regular expression: `:param` matches one segment, as the
 * named group `param`; a trailing "/" is allowed. The API table and the page table (pages.ts) both
 * match by it.
 */
export function routePattern(path: string, flags = ''): RegExp {
  const body = path
    .split('/')
    .map((seg) =>
      seg.startsWith(':')
        ? `(?<${seg.slice(1)}>[^/]+)`
        : seg === '*'
          ? '.*'
          : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`, flags);
}

const compiled = compileRoutes(API_ROUTES);

/*#__NO_SIDE_EFFECTS__*/
function compileRoutes(routes: readonly ApiRoute[]): { route: ApiRoute; re: RegExp }[] {
  return routes.map((route) => ({ route, re: routePattern(route.path) }));
}

/** The route for a method and path (query string ignored), literal paths winning over patterns. */
export function matchRoute(method: string, url: string): ApiRoute | undefined {
  const path = url.split('?')[0];
  const hits = compiled.filter((c) => c.route.method === method.toUpperCase() && c.re.test(path));
  return hits.find((h) => !h.route.path.includes(':'))?.route ?? hits[0]?.route;
}

/**
 * The methods the table serves a path with (query string ignored), each once: empty for an unknown
 * path; for a known path asked with another method the gateway answers 405 with these in Allow.
 */
export function methodsForPath(url: string): HttpMethod[] {
  const path = url.split('?')[0];
  return [...new Set(compiled.filter((c) => c.re.test(path)).map((c) => c.route.method))];
}
