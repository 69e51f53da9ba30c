/**
 * docker-compose.yml, checked without a Docker engine (`docker compose config` cannot run
 * here): what `docker compose up` would trip over at run time.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { API_ROUTES, SERVICES, type ServiceName } from '@chefs/contracts';
import { imageBuild } from './images';
import { REPO_ROOT } from './manifests';

interface ComposeService {
  image?: string;
  build?: string | { context: string; dockerfile?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  network_mode?: string;
  volumes?: string[];
  restart?: string;
}
interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
const services = compose.services;
const names = Object.keys(services);
/** Compose interpolation with nothing set in .env: `${X:-default}` becomes `default`. */
const interpolate = (value: string) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
const env = (name: string) =>
  Object.fromEntries(Object.entries(services[name].environment ?? {}).map(([k, v]) => [k, interpolate(v)]));
const dependsOn = (s: ComposeService) =>
  Array.isArray(s.depends_on)
    ? Object.fromEntries(s.depends_on.map((d) => [d, { condition: 'service_started' }]))
    : (s.depends_on ?? {});
const ONE_SHOTS = ['migrate'];
const BFFS = [...new Set(API_ROUTES.map((r) => r.service))];
const APPS = Object.keys(SERVICES) as ServiceName[];

/** Ports a service listens on: `expose`, the container side of `ports`, and PORT. */
function listens(name: string): number[] {
  const s = services[name];
  const ports = [...(s.expose ?? []), ...(s.ports ?? []).map((p) => p.split(':').pop()!)].map(Number);
  const port = env(name).PORT;
  return port ? [...ports, Number(port)] : ports;
}

describe('docker-compose.yml', () => {
  it('runs postgres 17, redis 7, a mail catcher, the migration and every app', () => {
    expect(services.postgres.image).toBe('postgres:17');
    expect(services.redis.image).toMatch(/^redis:7(\.|$)/);
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit:/);
    expect(names).toEqual(expect.arrayContaining([...APPS, 'migrate']));
  });

  it.each(names.filter((n) => services[n].build))('%s builds from an existing Dockerfile and context', (name) => {
    const build = services[name].build!;
    const { context, dockerfile = 'Dockerfile' } = typeof build === 'string' ? { context: build } : build;
    expect(existsSync(path.join(REPO_ROOT, context))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, context, dockerfile))).toBe(true);
  });

  it('builds each app from its Dockerfile with its build arguments and tags it chefs/<app>', () => {
    for (const app of APPS) {
      const build = services[app].build as { context: string; dockerfile: string; args?: Record<string, string> };
      const { dockerfile, args } = imageBuild(app);
      expect({ app, ...build, args: build.args ?? {}, image: services[app].image }).toEqual({
        app,
        context: '.',
        dockerfile,
        args,
        image: `chefs/${app}:local`,
      });
    }
  });

  it('every depends_on and network_mode names a defined service', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const dep of Object.keys(dependsOn(s)))
        expect(`${name} -> ${dep}: ${names.includes(dep)}`).toBe(`${name} -> ${dep}: true`);
      const shared = s.network_mode?.match(/^service:(.+)$/)?.[1];
      if (shared) expect(names).toContain(shared);
    }
  });

  it('migrates once Postgres is healthy, and every backend using the database waits for it to succeed', () => {
    expect(dependsOn(services.migrate)).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services.migrate.command).toEqual(['node', 'libs/server/db/dist/cli.js', 'migrate-and-seed']);
    expect(services.migrate.restart).toBe('no');
    for (const name of [...BFFS, 'worker']) {
      expect(dependsOn(services[name])).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
    }
    expect(dependsOn(services.worker)).toMatchObject({
      redis: { condition: 'service_healthy' },
      mailpit: { condition: 'service_healthy' },
    });
  });

  it('every long-running service has a health check, and the apps check /readyz on their own port', () => {
    for (const name of names.filter((n) => !ONE_SHOTS.includes(n)))
      expect(`${name}: ${(services[name].healthcheck?.test?.length ?? 0) > 0}`).toBe(`${name}: true`);
    for (const app of APPS)
      expect(services[app].healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${SERVICES[app].port}/readyz`);
  });

  it('every app listens on its port from the route table, and only the gateway and the mail UI are published', () => {
    for (const app of APPS)
      expect({ app, port: env(app).PORT, expose: services[app].expose }).toEqual({
        app,
        port: String(SERVICES[app].port),
        expose: [String(SERVICES[app].port)],
      });
    const published = names.filter((n) => services[n].ports?.length);
    expect(published.sort()).toEqual(['gateway', 'mailpit']);
    expect(services.gateway.ports).toEqual(['8080:8080']);
  });

  it('every *_URL that names a compose service uses a port that service listens on', () => {
    let checked = 0;
    for (const name of names) {
      for (const [key, value] of Object.entries(env(name)).filter(([k]) => k.endsWith('_URL'))) {
        const url = new URL(value);
        if (!names.includes(url.hostname)) continue;
        const port = Number(url.port || { 'postgres:': 5432, 'redis:': 6379, 'smtp:': 25, 'http:': 80 }[url.protocol]);
        expect({ at: `${name}.${key}`, port, listens: listens(url.hostname) }).toEqual({
          at: `${name}.${key}`,
          port,
          listens: expect.arrayContaining([port]),
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('gives the gateway an upstream URL for every BFF of the route table, and the public origin', () => {
    const gateway = env('gateway');
    for (const bff of BFFS)
      expect(gateway[`${bff.toUpperCase().replace('-', '_')}_URL`]).toBe(`http://${bff}:${SERVICES[bff].port}`);
    expect(gateway.DEV_IDP_URL).toBe(`http://dev-idp:${SERVICES['dev-idp'].port}`);
    expect(gateway.STATIC_ROOT).toBe('/app');
    expect(dependsOn(services.gateway)).toMatchObject(
      Object.fromEntries(BFFS.map((b) => [b, { condition: 'service_healthy' }])),
    );
  });

  it('gives the backends one database, session secret, OIDC client and mail catcher, and the worker Redis', () => {
    for (const name of [...BFFS, 'worker']) {
      expect(env(name)).toMatchObject({
        DATABASE_URL: env('migrate').DATABASE_URL,
        PUBLIC_URL: 'http://localhost:8080',
        OIDC_ISSUER: 'http://localhost:8080/oidc',
        OIDC_CLIENT_ID: 'chefs-web',
        SMTP_URL: 'smtp://mailpit:1025',
      });
      expect(env(name).SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    }
    expect(env('worker').REDIS_URL).toBe('redis://redis:6379');
    // dev-idp and public-bff must agree on the client, and on where the issuer is.
    for (const key of ['PUBLIC_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
      expect({ key, value: env('dev-idp')[key] }).toEqual({ key, value: env('public-bff')[key] });
    }
  });

  it('lets public-bff reach the issuer over the compose network, at the path the browser uses', () => {
    const issuer = new URL(env('public-bff').OIDC_ISSUER);
    const internal = new URL(env('public-bff').OIDC_INTERNAL_URL);
    expect(internal.hostname).toBe('dev-idp');
    expect(internal.pathname).toBe(issuer.pathname);
    expect(env('gateway').DEV_IDP_URL).toBe(internal.origin);
  });

  it('opens each app to the compose network (LISTEN_HOST), and counts rate limits in the one Redis', () => {
    for (const app of APPS) expect({ app, host: env(app).LISTEN_HOST }).toEqual({ app, host: '0.0.0.0' });
    // Behind the gateway, forwarding headers are believed from the compose network; the gateway is the edge.
    for (const name of [...BFFS, 'dev-idp'])
      expect({ name, trust: env(name).TRUST_PROXY }).toEqual({ name, trust: 'uniquelocal' });
    expect(env('gateway').TRUST_PROXY).toBe('none');
    for (const name of ['public-bff', 'customer-bff', 'dev-idp']) {
      expect({ name, redis: env(name).REDIS_URL }).toEqual({ name, redis: 'redis://redis:6379' });
      expect(dependsOn(services[name])).toMatchObject({ redis: { condition: 'service_healthy' } });
    }
  });

  it('keeps Postgres and Redis data in named volumes', () => {
    expect(services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(services.redis.volumes).toEqual(['redisdata:/data']);
    expect(Object.keys(compose.volumes ?? {})).toEqual(['pgdata', 'redisdata']);
  });
});
