/** Typed views over rendered manifests, for the checks in the specs. */
import path from 'node:path';
import { render, type Resource } from './kustomize';

export const K8S_ROOT = path.join(__dirname, '..');
export const REPO_ROOT = path.join(K8S_ROOT, '..');
export const TARGETS = ['base', 'overlays/dev', 'overlays/prod'] as const;

interface Probe {
  httpGet?: { path: string; port: string | number };
}
export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  securityContext?: SecurityContext;
  volumeMounts?: { name: string; mountPath: string }[];
}
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  allowPrivilegeEscalation?: boolean;
  privileged?: boolean;
  readOnlyRootFilesystem?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
  seccompProfile?: { type: string };
}
export interface PodSpec {
  serviceAccountName?: string;
  automountServiceAccountToken?: boolean;
  securityContext?: SecurityContext;
  initContainers?: Container[];
  containers: Container[];
  volumes?: { name: string; configMap?: { name: string }; secret?: { secretName: string }; emptyDir?: object }[];
  restartPolicy?: string;
}
export interface Workload extends Resource {
  spec: {
    replicas?: number;
    selector?: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}
export interface Service extends Resource {
  spec: { selector: Record<string, string>; ports: { name?: string; port: number; targetPort?: string | number }[] };
}
export interface Hpa extends Resource {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas: number;
    maxReplicas: number;
    metrics: { type: string; resource?: { name: string; target: { type: string; averageUtilization?: number } } }[];
  };
}
export interface BackendRef {
  name: string;
  port?: number;
  kind?: string;
}
export interface HttpRouteMatch {
  method?: string;
  path?: { type: string; value: string };
  headers?: unknown[];
  queryParams?: unknown[];
}
export interface HttpRoute extends Resource {
  spec: {
    parentRefs: { name: string; kind?: string }[];
    hostnames?: string[];
    rules: { matches?: HttpRouteMatch[]; backendRefs?: BackendRef[] }[];
  };
}

export interface Rendered {
  all: Resource[];
  of<T extends Resource>(kind: string): T[];
  get<T extends Resource>(kind: string, name: string): T;
}

const cache = new Map<string, Rendered>();

/** `kustomize build k8s/<target>`, memoised. */
export function rendered(target: string): Rendered {
  const hit = cache.get(target);
  if (hit) return hit;
  const all = render(path.join(K8S_ROOT, target));
  const of = <T extends Resource>(kind: string) => all.filter((r) => r.kind === kind) as T[];
  const get = <T extends Resource>(kind: string, name: string) => {
    const found = of<T>(kind).find((r) => r.metadata.name === name);
    if (!found) throw new Error(`${target}: no ${kind} ${name}`);
    return found;
  };
  const result = { all, of, get };
  cache.set(target, result);
  return result;
}

/** The container that runs the app (sidecars and init containers aside). */
export const appContainer = (w: Workload): Container =>
  w.spec.template.spec.containers.find((c) => c.name === 'app') ?? w.spec.template.spec.containers[0];

export const allContainers = (pod: PodSpec): Container[] => [...(pod.initContainers ?? []), ...pod.containers];

export const selects = (selector: Record<string, string>, labels: Record<string, string>): boolean =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

/** The container port a Service targetPort (name or number) designates, if any. */
export function resolvePort(w: Workload, targetPort: string | number): number | undefined {
  const ports = w.spec.template.spec.containers.flatMap((c) => c.ports ?? []);
  const hit =
    typeof targetPort === 'number'
      ? ports.find((p) => p.containerPort === targetPort)
      : ports.find((p) => p.name === targetPort);
  return hit?.containerPort;
}

/** `registry/chefs/public-bff:1.0.0` -> `public-bff` (the app folder whose Dockerfile builds it). */
export function appOfImage(image: string): string | undefined {
  return /(?:^|\/)chefs\/([a-z-]+)(?::[^/@]+)?(?:@.+)?$/.exec(image)?.[1];
}
