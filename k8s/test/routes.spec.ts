import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, SERVICES, type ApiRoute } from '@chefs/contracts';
import { apiMatches, pathMatchFor, renderApiRoutes, samplePath } from '../scripts/api-routes';
import { selectRules } from './gateway-api';
import { K8S_ROOT, TARGETS, rendered, resolvePort, type HttpRoute, type Service, type Workload } from './manifests';

const ports = {
  'public-bff': SERVICES['public-bff'].port,
  'customer-bff': SERVICES['customer-bff'].port,
  'chef-bff': SERVICES['chef-bff'].port,
  'admin-bff': SERVICES['admin-bff'].port,
};

describe('api-routes.generated.yaml', () => {
  it('is up to date with API_ROUTES (regenerate: npm run generate -w @chefs/k8s)', () => {
    const committed = readFileSync(path.join(K8S_ROOT, 'base/routing/api-routes.generated.yaml'), 'utf8');
    expect(committed).toBe(renderApiRoutes(API_ROUTES, ports));
  });

  it('turns literal paths into Exact matches and parameters into a prefix up to the first one', () => {
    expect(pathMatchFor('/api/chefs/search')).toEqual({ type: 'Exact', value: '/api/chefs/search' });
    expect(pathMatchFor('/api/bookings/:id/cancel')).toEqual({ type: 'PathPrefix', value: '/api/bookings' });
    expect(samplePath('/api/admin/chefs/:id/approve')).toBe('/api/admin/chefs/12345/approve');
  });

  it('refuses a route table that a prefix cannot route to the right BFF', () => {
    const clash: ApiRoute[] = [
      { method: 'GET', path: '/api/things/:id', service: 'public-bff' },
      { method: 'GET', path: '/api/things/:id/secret', service: 'admin-bff' },
    ];
    expect(() => apiMatches(clash)).toThrow('share the match PathPrefix /api/things');
    const shadowed: ApiRoute[] = [
      { method: 'PATCH', path: '/api/things/:id', service: 'admin-bff' },
      { method: 'PATCH', path: '/api/things/mine/:id', service: 'customer-bff' },
    ];
    expect(() => apiMatches(shadowed)).not.toThrow();
    const hidden: ApiRoute[] = [
      { method: 'GET', path: '/api/things/:id', service: 'public-bff' },
      { method: 'GET', path: '/api/things/mine', service: 'customer-bff' },
      { method: 'GET', path: '/api/things/:id/mine', service: 'customer-bff' },
    ];
    expect(() => apiMatches(hidden)).toThrow(
      'GET /api/things/:id/mine (customer-bff) and GET /api/things/:id (public-bff)',
    );
  });
});

describe.each(TARGETS)('routing in k8s/%s', (target) => {
  const r = rendered(target);
  const routes = r.of<HttpRoute>('HTTPRoute');
  const gateway = r.get('Gateway', 'chefs');

  it('every HTTPRoute attaches to the Gateway and sends traffic to a port of an existing Service', () => {
    expect(gateway.apiVersion).toBe('gateway.networking.k8s.io/v1');
    for (const route of routes) {
      expect(route.apiVersion).toBe('gateway.networking.k8s.io/v1');
      expect(route.spec.parentRefs).toEqual([{ name: 'chefs' }]);
      expect(route.spec.rules.length).toBeLessThanOrEqual(16);
      for (const ref of route.spec.rules.flatMap((rule) => rule.backendRefs ?? [])) {
        const service = r.get<Service>('Service', ref.name);
        const port = service.spec.ports.find((p) => p.port === ref.port);
        expect({ ref, port: port?.port }).toEqual({ ref, port: ref.port });
        expect(resolvePort(r.get<Workload>('Deployment', ref.name), port!.targetPort ?? port!.port)).toBeDefined();
      }
    }
  });

  it.each(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s is matched by exactly one rule, which sends it to its BFF',
    (_label, route) => {
      const winners = selectRules(routes, route.method, samplePath(route.path));
      expect(winners.map((w) => `${w.route}#${w.rule}`)).toHaveLength(1);
      expect(winners[0].backendRefs).toEqual([{ name: route.service, port: SERVICES[route.service].port }]);
    },
  );

  it.each([
    ['GET', '/remotes/public/mf-manifest.json', 'mfe-public'],
    ['GET', '/remotes/customer/remoteEntry.js', 'mfe-customer'],
    ['GET', '/remotes/chef/static/js/main.js', 'mfe-chef'],
    ['GET', '/remotes/admin/mf-manifest.json', 'mfe-admin'],
    ['GET', '/', 'gateway'],
    ['GET', '/booking/12', 'gateway'],
    ['GET', '/remotes-not-a-portal', 'gateway'],
    ['GET', '/oidc/auth', 'gateway'],
    ['GET', '/api/no-such-route', 'gateway'],
    ['DELETE', '/api/chefs', 'gateway'],
  ])('%s %s goes to %s', (method, requestPath, service) => {
    const winners = selectRules(routes, method, requestPath);
    expect(winners).toHaveLength(1);
    expect(winners[0].backendRefs.map((b) => b.name)).toEqual([service]);
  });
});
