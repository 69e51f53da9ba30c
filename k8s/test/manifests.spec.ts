import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, SERVICES, type ServiceName } from '@chefs/contracts';
import { imageBuild } from './images';
import {
  REPO_ROOT,
  TARGETS,
  allContainers,
  appContainer,
  appOfImage,
  rendered,
  resolvePort,
  selects,
  type Hpa,
  type PodSpec,
  type Service,
  type Workload,
} from './manifests';
import type { Resource } from './kustomize';

const BACKENDS = ['public-bff', 'customer-bff', 'chef-bff', 'admin-bff', 'worker'];

describe.each(TARGETS)('k8s/%s', (target) => {
  const r = rendered(target);
  const deployments = r.of<Workload>('Deployment');
  const pods: [string, PodSpec][] = [...deployments, ...r.of<Workload>('Job')].map((w) => [
    `${w.kind}/${w.metadata.name}`,
    w.spec.template.spec,
  ]);

  it('renders the apps, their Services and the migration Job into one namespace', () => {
    for (const app of [...BACKENDS, 'gateway', 'mfe-public', 'mfe-customer', 'mfe-chef', 'mfe-admin']) {
      expect(r.get('Deployment', app)).toBeDefined();
      expect(r.get('Service', app)).toBeDefined();
    }
    expect(r.get('Job', 'migrate')).toBeDefined();
    const namespaces = r.of('Namespace').map((n) => n.metadata.name);
    expect(namespaces).toEqual(['chefs']);
    for (const res of r.all.filter((x) => x.kind !== 'Namespace'))
      expect(`${res.kind}/${res.metadata.name} in ${res.metadata.namespace}`).toBe(
        `${res.kind}/${res.metadata.name} in chefs`,
      );
  });

  it.each(deployments.map((d) => [d.metadata.name, d] as const))(
    'Deployment %s: named labels, a containerPort, /healthz and /readyz probes on it, resources',
    (name, d) => {
      expect(d.metadata.labels?.['app.kubernetes.io/name']).toBe(name);
      expect(d.spec.selector?.matchLabels).toEqual({ 'app.kubernetes.io/name': name });
      expect(d.spec.template.metadata.labels['app.kubernetes.io/name']).toBe(name);
      const app = appContainer(d);
      expect(app.ports?.length).toBeGreaterThan(0);
      expect(app.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(app.readinessProbe?.httpGet?.path).toBe('/readyz');
      for (const probe of [app.livenessProbe, app.readinessProbe, app.startupProbe].filter((p) => p !== undefined)) {
        expect(resolvePort(d, probe.httpGet!.port)).toBeDefined();
      }
      if (name in SERVICES)
        expect(app.ports!.map((p) => p.containerPort)).toContain(SERVICES[name as ServiceName].port);
    },
  );

  it.each(pods)('%s: every container has cpu and memory requests and limits', (_name, pod) => {
    for (const c of allContainers(pod)) {
      for (const kind of ['requests', 'limits'] as const) {
        expect({
          container: c.name,
          kind,
          cpu: !!c.resources?.[kind]?.cpu,
          memory: !!c.resources?.[kind]?.memory,
        }).toEqual({ container: c.name, kind, cpu: true, memory: true });
      }
    }
  });

  it.each(pods)('%s: meets the restricted Pod Security Standard, with a read-only root filesystem', (_name, pod) => {
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(pod.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
    for (const c of allContainers(pod)) {
      expect({ container: c.name, ...c.securityContext }).toMatchObject({
        container: c.name,
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(c.securityContext?.privileged).not.toBe(true);
      expect(c.securityContext?.capabilities?.add).toBeUndefined();
      if (c.securityContext?.runAsUser !== undefined) expect(c.securityContext.runAsUser).toBeGreaterThan(0);
    }
  });

  it.each(r.of<Service>('Service').map((s) => [s.metadata.name, s] as const))(
    'Service %s selects one Deployment and targets a port it exposes',
    (_name, s) => {
      const backing = deployments.filter((d) => selects(s.spec.selector, d.spec.template.metadata.labels));
      expect(backing.map((d) => d.metadata.name)).toEqual([s.metadata.name]);
      for (const port of s.spec.ports) expect(resolvePort(backing[0], port.targetPort ?? port.port)).toBeDefined();
    },
  );

  it('autoscales every BFF and the worker by CPU, and leaves their replica count to the autoscaler', () => {
    const hpas = r.of<Hpa>('HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual([...BACKENDS].sort());
    for (const h of hpas) {
      expect(h.apiVersion).toBe('autoscaling/v2');
      expect(h.spec.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
      const d = r.get<Workload>('Deployment', h.spec.scaleTargetRef.name);
      expect(d.spec.replicas).toBeUndefined();
      expect(h.spec.minReplicas).toBeGreaterThanOrEqual(1);
      expect(h.spec.maxReplicas).toBeGreaterThanOrEqual(h.spec.minReplicas);
      expect(h.spec.metrics).toContainEqual({
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
      });
    }
  });

  it('every ConfigMap, Secret and ServiceAccount a pod refers to is part of the rendering', () => {
    const names = (kind: string) => r.of(kind).map((x) => x.metadata.name);
    for (const [, pod] of pods) {
      for (const c of allContainers(pod)) {
        for (const from of c.envFrom ?? []) {
          if (from.configMapRef) expect(names('ConfigMap')).toContain(from.configMapRef.name);
          if (from.secretRef) expect(names('Secret')).toContain(from.secretRef.name);
        }
        for (const mount of c.volumeMounts ?? []) expect((pod.volumes ?? []).map((v) => v.name)).toContain(mount.name);
      }
      for (const v of pod.volumes ?? []) if (v.configMap) expect(names('ConfigMap')).toContain(v.configMap.name);
      if (pod.serviceAccountName) expect(names('ServiceAccount')).toContain(pod.serviceAccountName);
    }
  });

  it('runs migrations with the db CLI, from an image that carries it', () => {
    const job = r.get<Workload>('Job', 'migrate');
    const [container] = job.spec.template.spec.containers;
    const argv = [...(container.command ?? []), ...(container.args ?? [])];
    expect(argv).toEqual([
      'node',
      'libs/server/db/dist/cli.js',
      target === 'overlays/dev' ? 'migrate-and-seed' : 'migrate',
    ]);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    const app = appOfImage(container.image)!;
    const dockerfile = readFileSync(path.join(REPO_ROOT, imageBuild(app).dockerfile), 'utf8');
    expect(dockerfile).toMatch(/COPY --from=build \/app\/libs\/server\/db\/dist \.\/libs\/server\/db\/dist/);
    expect(container.envFrom).toEqual([
      { configMapRef: { name: 'chefs-config' } },
      { secretRef: { name: 'chefs-secrets' } },
    ]);
  });

  it('every backend that uses the database waits for the migration Job, with the right to read it and nothing more', () => {
    const usesDb = deployments.filter((d) => BACKENDS.includes(d.metadata.name));
    expect(usesDb.map((d) => d.metadata.name).sort()).toEqual([...BACKENDS].sort());
    for (const d of usesDb) {
      const pod = d.spec.template.spec;
      const wait = pod.initContainers?.find((c) => c.name === 'wait-for-migration');
      expect({ app: d.metadata.name, command: wait?.command }).toEqual({
        app: d.metadata.name,
        command: ['node', '/opt/migration-wait/wait-for-migration.mjs'],
      });
      expect(wait!.image).toBe(appContainer(d).image);
      expect(wait!.env).toContainEqual({ name: 'MIGRATION_JOB', value: 'migrate' });
      expect(pod.serviceAccountName).toBe('chefs-backend');
      expect(pod.volumes).toContainEqual({ name: 'migration-wait', configMap: { name: 'migration-wait' } });
    }
    expect(Object.keys(r.get<Resource & { data: Record<string, string> }>('ConfigMap', 'migration-wait').data)).toEqual(
      ['wait-for-migration.mjs'],
    );
    expect(r.get<Resource & { rules: unknown[] }>('Role', 'migration-reader').rules).toEqual([
      { apiGroups: ['batch'], resources: ['jobs'], resourceNames: ['migrate'], verbs: ['get'] },
    ]);
    const binding = r.get<
      Resource & { roleRef: { name: string }; subjects: { kind: string; name: string; namespace: string }[] }
    >('RoleBinding', 'chefs-backend-migration-reader');
    expect(binding.roleRef.name).toBe('migration-reader');
    expect(binding.subjects).toEqual([{ kind: 'ServiceAccount', name: 'chefs-backend', namespace: 'chefs' }]);
    for (const d of deployments.filter((x) => !usesDb.includes(x)))
      expect(d.spec.template.spec.automountServiceAccountToken).toBe(false);
  });

  it('every image is an app of this repository with a Dockerfile, tagged by the overlays', () => {
    const images = [...deployments, r.get<Workload>('Job', 'migrate')].flatMap((w) =>
      allContainers(w.spec.template.spec).map((c) => c.image),
    );
    const tags = new Set<string>();
    for (const image of images) {
      const app = appOfImage(image);
      expect({ image, app }).toEqual({ image, app: expect.any(String) });
      expect(existsSync(path.join(REPO_ROOT, imageBuild(app!).dockerfile))).toBe(true);
      tags.add(/:([^/:@]+)$/.exec(image)?.[1] ?? 'untagged');
    }
    // One release: every image of an overlay carries the same pinned tag; the base names none.
    if (target === 'base') expect([...tags]).toEqual(['untagged']);
    else expect([...tags].filter((t) => t === 'untagged' || t === 'latest')).toEqual([]);
    if (target !== 'base') expect(tags.size).toBe(1);
  });

  it('gives the gateway app an in-cluster URL for every BFF of the route table (and dev-idp where it runs)', () => {
    const config = r.get<Resource & { data: Record<string, string> }>('ConfigMap', 'chefs-config').data;
    const bffs = [...new Set(API_ROUTES.map((route) => route.service))];
    // Every *_URL but the public origin and the browser-facing remote manifests names a Service.
    const upstreams = Object.entries(config).filter(
      ([key]) => /_URL$/.test(key) && key !== 'PUBLIC_URL' && !key.startsWith('REMOTE_'),
    );
    expect(upstreams.map(([key]) => key).sort()).toEqual(
      [
        ...bffs.map((b) => `${b.toUpperCase().replace('-', '_')}_URL`),
        ...(r.of('Deployment').some((d) => d.metadata.name === 'dev-idp') ? ['DEV_IDP_URL', 'OIDC_INTERNAL_URL'] : []),
      ].sort(),
    );
    for (const [key, value] of upstreams) {
      const url = new URL(value);
      const service = r.get<Service>('Service', url.hostname);
      expect({ key, ports: service.spec.ports.map((p) => p.port) }).toEqual({
        key,
        ports: expect.arrayContaining([Number(url.port)]),
      });
      expect(Number(url.port)).toBe(SERVICES[url.hostname as ServiceName].port);
    }
    // public-bff reaches the issuer in the cluster at the same path the browser uses.
    if (config.OIDC_INTERNAL_URL)
      expect(new URL(config.OIDC_INTERNAL_URL).pathname).toBe(new URL(config.OIDC_ISSUER).pathname);
  });

  it('opens every app to its pod network and believes forwarding headers from private addresses only', () => {
    const config = r.get<Resource & { data: Record<string, string> }>('ConfigMap', 'chefs-config').data;
    // Probes and Services reach a pod on its own IP: loopback (the apps' default) would fail them.
    expect(config.LISTEN_HOST).toBe('0.0.0.0');
    expect(config.TRUST_PROXY).toBe('uniquelocal');
  });

  it('every PodDisruptionBudget covers exactly one Deployment', () => {
    for (const pdb of r.of<Resource & { spec: { selector: { matchLabels: Record<string, string> } } }>(
      'PodDisruptionBudget',
    )) {
      const covered = deployments.filter((d) =>
        selects(pdb.spec.selector.matchLabels, d.spec.template.metadata.labels),
      );
      expect(covered.map((d) => d.metadata.name)).toEqual([pdb.metadata.name]);
    }
  });
});

describe('k8s overlays', () => {
  const base = rendered('base');
  it('dev runs one small pod of each app, dev-idp and the demo seed', () => {
    const dev = rendered('overlays/dev');
    for (const h of dev.of<Hpa>('HorizontalPodAutoscaler')) expect(h.spec.minReplicas).toBe(1);
    for (const d of dev.of<Workload>('Deployment').filter((x) => x.spec.replicas !== undefined))
      expect(d.spec.replicas).toBe(1);
    expect(appContainer(dev.get<Workload>('Deployment', 'public-bff')).resources?.requests?.cpu).toBe('25m');
    expect(dev.get<Workload>('Deployment', 'dev-idp')).toBeDefined();
    expect(dev.get<Resource & { data: Record<string, string> }>('ConfigMap', 'chefs-config').data).toMatchObject({
      NODE_ENV: 'development',
      DEV_IDP_URL: 'http://dev-idp:3005',
    });
    expect(base.of('Deployment').map((d) => d.metadata.name)).not.toContain('dev-idp');
  });

  it('prod runs more, larger pods than the base, from a registry, behind HTTPS', () => {
    const prod = rendered('overlays/prod');
    const min = (r: typeof prod, name: string) => r.get<Hpa>('HorizontalPodAutoscaler', name).spec.minReplicas;
    expect(min(prod, 'public-bff')).toBeGreaterThan(min(base, 'public-bff'));
    expect(prod.get<Workload>('Deployment', 'gateway').spec.replicas).toBeGreaterThan(
      base.get<Workload>('Deployment', 'gateway').spec.replicas!,
    );
    expect(appContainer(prod.get<Workload>('Deployment', 'customer-bff')).resources?.limits?.memory).toBe('768Mi');
    expect(appContainer(prod.get<Workload>('Deployment', 'customer-bff')).image).toBe(
      'registry.example.com/chefs/customer-bff:1.0.0',
    );
    const listeners = prod.get<Resource & { spec: { listeners: { name: string; protocol: string }[] } }>(
      'Gateway',
      'chefs',
    ).spec.listeners;
    expect(listeners.map((l) => [l.name, l.protocol])).toEqual([
      ['http', 'HTTP'],
      ['https', 'HTTPS'],
    ]);
    expect(prod.of('Deployment').map((d) => d.metadata.name)).not.toContain('dev-idp');
  });
});

describe('k8s environments', () => {
  it('keep their jobs apart when they share one Redis: each overlay has a queue prefix of its own', () => {
    // An empty value is the apps' default (libs/server/core/src/config/groups.ts).
    const prefixOf = (target: (typeof TARGETS)[number]) =>
      rendered(target).get<Resource & { data: Record<string, string> }>('ConfigMap', 'chefs-config').data
        .QUEUE_PREFIX || 'chefs';
    const overlays = TARGETS.filter((t) => t !== 'base');
    expect(overlays.length).toBeGreaterThan(1);
    expect(new Set(overlays.map(prefixOf)).size).toBe(overlays.length);
  });
});
