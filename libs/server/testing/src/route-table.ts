import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listRouteAccess, type RouteAccess } from '@chefs/auth';
import { API_ROUTES, matchRoute, type BffName } from '@chefs/contracts';
import { fastifyOf } from '@chefs/server-core';

/** A concrete path for a pattern of the table: `:param` is 1, a trailing `*` one segment under the prefix. */
const samplePath = (pattern: string): string =>
  pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '1' : seg === '*' ? 'route-table-probe' : seg))
    .join('/');

/**
 * The routes the route table gives `service` that its app does not serve: asked signed out, they
 * get the framework's own 404 for a path no route matches ("Cannot GET /api/..."), where a served
 * route answers from its guard, its validation or its handler, whatever the status.
 */
export async function unservedTableRoutes(app: NestFastifyApplication, service: BffName): Promise<string[]> {
  const unserved: string[] = [];
  for (const route of API_ROUTES.filter((r) => r.service === service)) {
    const url = samplePath(route.path);
    const res = await fastifyOf(app).inject({ method: route.method, url });
    const message = res.statusCode === 404 ? (res.json<{ message?: unknown }>().message as string | undefined) : null;
    if (message === `Cannot ${route.method} ${url}`) unserved.push(`${route.method} ${route.path}`);
  }
  return unserved;
}

/**
 * Asserts that `app` serves exactly `expected` (method, path pattern and who may call it, in the
 * order listRouteAccess gives them) and that the gateway's route table sends each to `service`.
 */
export function expectServedRoutes(app: NestFastifyApplication, service: BffName, expected: RouteAccess[]): void {
  const routes = listRouteAccess(app);
  expect(routes).toEqual(expected);
  expect(routes.filter((r) => matchRoute(r.method, r.path)?.service !== service)).toEqual([]);
}
