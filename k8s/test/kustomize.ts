/**
 * A small kustomize for the tests (no kustomize binary here): follows `resources`
 * recursively and applies `configMapGenerator` (without name hashes), `patches` (strategic
 * merge), `images` and `namespace`, in kustomize's order. Anything else in a kustomization
 * fails loudly, so the tests never pass on a field this renderer silently ignored.
 *
 * Strategic merge, as kustomize does it: built-in kinds merge maps key by key, merge lists of
 * named objects (containers, env, volumes, ports...) by `name`, replace other lists, and drop
 * a key set to null; custom resources (Gateway API) get a JSON merge patch, where every list
 * is replaced whole.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

interface PatchTarget {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
  namespace?: string;
  labelSelector?: string;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  configMapGenerator?: {
    name: string;
    files?: string[];
    literals?: string[];
    options?: { disableNameSuffixHash?: boolean; labels?: Record<string, string> };
  }[];
  patches?: { path?: string; patch?: string; target?: PatchTarget }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
}

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'configMapGenerator',
  'patches',
  'images',
]);
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'GatewayClass',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
]);
const BUILT_IN_GROUPS = new Set([
  '',
  'apps',
  'batch',
  'autoscaling',
  'policy',
  'rbac.authorization.k8s.io',
  'networking.k8s.io',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const groupOf = (apiVersion: string) => (apiVersion.includes('/') ? apiVersion.split('/')[0] : '');
const idOf = (r: Resource) => `${r.kind}/${r.metadata.namespace ?? ''}/${r.metadata.name}`;

function readYamlDocuments(file: string): Resource[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS() as Resource | null;
    })
    .filter((r): r is Resource => r !== null);
}

/** Strategic merge patch for built-in kinds, JSON merge patch (lists replaced) for the rest. */
export function mergePatch(target: Json | undefined, patch: Json, strategic: boolean): Json {
  if (isObject(patch)) {
    const out: JsonObject = isObject(target) ? { ...target } : {};
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete out[key];
      else out[key] = mergePatch(out[key], value, strategic);
    }
    return out;
  }
  const named = (list: Json[]) => list.every((item) => isObject(item) && typeof item.name === 'string');
  if (strategic && Array.isArray(patch) && Array.isArray(target) && named(patch) && named(target)) {
    const out = [...target] as JsonObject[];
    for (const item of patch as JsonObject[]) {
      const at = out.findIndex((existing) => existing.name === item.name);
      if (at === -1) out.push(item);
      else out[at] = mergePatch(out[at], item, strategic) as JsonObject;
    }
    return out;
  }
  return structuredClone(patch);
}

function matchesSelector(labels: Record<string, string> = {}, selector: string): boolean {
  return selector.split(',').every((term) => {
    const [key, value] = term.split('=').map((s) => s.trim());
    if (value === undefined) throw new Error(`labelSelector "${selector}": only key=value terms are supported`);
    return labels[key] === value;
  });
}

function targets(resource: Resource, target: PatchTarget): boolean {
  const [group, version] = resource.apiVersion.includes('/')
    ? resource.apiVersion.split('/')
    : ['', resource.apiVersion];
  const anchored = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`).test(value);
  return (
    (target.group === undefined || target.group === group) &&
    (target.version === undefined || target.version === version) &&
    (target.kind === undefined || anchored(target.kind, resource.kind)) &&
    (target.name === undefined || anchored(target.name, resource.metadata.name)) &&
    (target.namespace === undefined || target.namespace === resource.metadata.namespace) &&
    (target.labelSelector === undefined || matchesSelector(resource.metadata.labels, target.labelSelector))
  );
}

function applyPatch(
  resources: Resource[],
  patchText: string,
  target: PatchTarget | undefined,
  where: string,
): Resource[] {
  const docs = parseAllDocuments(patchText).map((d) => d.toJS() as unknown);
  if (docs.length !== 1) throw new Error(`${where}: a patch holds exactly one document (kustomize's \`patches\` rule)`);
  const patch = docs[0];
  if (!isObject(patch)) throw new Error(`${where}: only strategic-merge patches are supported (got a JSON6902 list?)`);
  const { kind, apiVersion, metadata } = patch as unknown as Resource;
  const selector: PatchTarget = target ?? { kind, name: metadata?.name, namespace: metadata?.namespace };
  const hits = resources.filter((r) => targets(r, selector));
  if (!hits.length) throw new Error(`${where}: the patch matches no resource (${JSON.stringify(selector)})`);
  return resources.map((r) => {
    if (!hits.includes(r)) return r;
    // With a target, the patch's own identity is a placeholder, as in kustomize.
    const body = target
      ? {
          ...patch,
          apiVersion: r.apiVersion,
          kind: r.kind,
          metadata: { ...(patch.metadata as JsonObject), name: r.metadata.name },
        }
      : patch;
    if (apiVersion && groupOf(apiVersion) !== groupOf(r.apiVersion))
      throw new Error(`${where}: apiVersion ${apiVersion} does not fit ${r.apiVersion}`);
    return mergePatch(r as unknown as Json, body, BUILT_IN_GROUPS.has(groupOf(r.apiVersion))) as unknown as Resource;
  });
}

function setImages(node: unknown, images: NonNullable<Kustomization['images']>): void {
  if (Array.isArray(node)) return node.forEach((n) => setImages(n, images));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value) {
        if (!isObject(container) || typeof container.image !== 'string') continue;
        const [, name, tag, digest] = /^([^@]+?)(?::([^:/@]+))?(?:@(.+))?$/.exec(container.image) ?? [];
        const rule = images.find((i) => i.name === name);
        if (!rule) continue;
        const ref = rule.digest
          ? `@${rule.digest}`
          : rule.newTag
            ? `:${rule.newTag}`
            : digest
              ? `@${digest}`
              : tag
                ? `:${tag}`
                : '';
        container.image = `${rule.newName ?? name}${ref}`;
      }
    }
    setImages(value, images);
  }
}

function generateConfigMaps(dir: string, k: Kustomization): Resource[] {
  return (k.configMapGenerator ?? []).map((gen) => {
    if (!gen.options?.disableNameSuffixHash)
      throw new Error(
        `${dir}: configMapGenerator ${gen.name} needs options.disableNameSuffixHash (name hashes are not rendered here)`,
      );
    const data: Record<string, string> = {};
    for (const entry of gen.files ?? []) {
      const [key, file] = entry.includes('=') ? entry.split('=') : [path.basename(entry), entry];
      data[key] = readFileSync(path.join(dir, file), 'utf8');
    }
    for (const literal of gen.literals ?? []) {
      const at = literal.indexOf('=');
      data[literal.slice(0, at)] = literal.slice(at + 1);
    }
    return {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: gen.name, ...(gen.options.labels ? { labels: gen.options.labels } : {}) },
      data,
    };
  });
}

/** Renders the kustomization in `dir` (like `kustomize build dir`). */
export function render(dir: string): Resource[] {
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const k = parse(readFileSync(file, 'utf8')) as Kustomization;
  const unknown = Object.keys(k).filter((key) => !SUPPORTED_FIELDS.has(key));
  if (unknown.length)
    throw new Error(`${file}: unsupported fields ${unknown.join(', ')} (extend k8s/test/kustomize.ts)`);

  let resources: Resource[] = [];
  for (const entry of k.resources ?? []) {
    const target = path.join(dir, entry);
    if (!existsSync(target)) throw new Error(`${file}: resource ${entry} does not exist`);
    resources.push(...(statSync(target).isDirectory() ? render(target) : readYamlDocuments(target)));
  }
  resources.push(...generateConfigMaps(dir, k));
  const seen = new Set<string>();
  for (const r of resources) {
    if (!r.apiVersion || !r.kind || !r.metadata?.name)
      throw new Error(`${dir}: a resource lacks apiVersion, kind or metadata.name`);
    if (seen.has(idOf(r))) throw new Error(`${dir}: ${idOf(r)} is defined twice`);
    seen.add(idOf(r));
  }
  for (const [i, p] of (k.patches ?? []).entries()) {
    const where = `${file} patches[${i}]`;
    const text = p.path ? readFileSync(path.join(dir, p.path), 'utf8') : p.patch;
    if (!text) throw new Error(`${where}: needs path or patch`);
    resources = applyPatch(resources, text, p.target, p.path ? path.join(dir, p.path) : where);
  }
  if (k.images) setImages(resources, k.images);
  if (k.namespace) {
    for (const r of resources) if (!CLUSTER_SCOPED.has(r.kind)) r.metadata.namespace = k.namespace;
  }
  return resources;
}
