/** The test renderer behaves like kustomize on the features the manifests use. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mergePatch, render } from './kustomize';

let root: string;
beforeEach(() => (root = mkdtempSync(path.join(tmpdir(), 'kustomize-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata: { name: web, labels: { tier: front } }
spec:
  replicas: 2
  template:
    spec:
      containers:
        - name: app
          image: chefs/web
          env: [{ name: A, value: "1" }]
        - name: sidecar
          image: busybox:1.36
`;

describe('render', () => {
  it('follows resources into bases and applies patches, images and the namespace', () => {
    write({
      'base/kustomization.yaml': 'resources: [web.yaml]\n',
      'base/web.yaml': deployment,
      'overlay/kustomization.yaml': `namespace: shop
resources: [../base]
patches:
  - target: { kind: Deployment, labelSelector: tier=front }
    patch: |-
      apiVersion: apps/v1
      kind: Deployment
      metadata: { name: placeholder }
      spec:
        replicas: 5
        template:
          spec:
            containers:
              - name: app
                env: [{ name: B, value: "2" }]
images:
  - { name: chefs/web, newName: registry.test/chefs/web, newTag: "1.2.3" }
`,
    });
    const [web] = render(path.join(root, 'overlay')) as unknown as [
      {
        metadata: { name: string; namespace: string };
        spec: {
          replicas: number;
          template: { spec: { containers: { name: string; image: string; env?: unknown[] }[] } };
        };
      },
    ];
    expect(web.metadata).toMatchObject({ name: 'web', namespace: 'shop' });
    expect(web.spec.replicas).toBe(5);
    const [app, sidecar] = web.spec.template.spec.containers;
    expect(app.image).toBe('registry.test/chefs/web:1.2.3');
    expect(app.env).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: '2' },
    ]);
    expect(sidecar).toEqual({ name: 'sidecar', image: 'busybox:1.36' });
  });

  it('generates ConfigMaps from files, and refuses name hashes it cannot rewrite', () => {
    write({
      'kustomization.yaml':
        'configMapGenerator:\n  - name: scripts\n    files: [bin/run.sh]\n    options: { disableNameSuffixHash: true }\n',
      'bin/run.sh': 'echo hi\n',
    });
    expect(render(root)).toEqual([
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'scripts' }, data: { 'run.sh': 'echo hi\n' } },
    ]);
    write({ 'kustomization.yaml': 'configMapGenerator:\n  - name: scripts\n    files: [bin/run.sh]\n' });
    expect(() => render(root)).toThrow('disableNameSuffixHash');
  });

  it('fails on what it does not render, on patches that match nothing, and on duplicates', () => {
    write({ 'kustomization.yaml': 'resources: [web.yaml]\ncommonLabels: { a: b }\n', 'web.yaml': deployment });
    expect(() => render(root)).toThrow('unsupported fields commonLabels');
    write({
      'kustomization.yaml':
        'resources: [web.yaml]\npatches:\n  - patch: "{apiVersion: apps/v1, kind: Deployment, metadata: {name: api}, spec: {replicas: 1}}"\n',
    });
    expect(() => render(root)).toThrow('matches no resource');
    write({ 'kustomization.yaml': 'resources: [web.yaml, web.yaml]\n' });
    expect(() => render(root)).toThrow('Deployment//web is defined twice');
  });
});

describe('mergePatch', () => {
  it('merges named lists for built-in kinds, replaces them for custom resources, and deletes on null', () => {
    const target = { listeners: [{ name: 'http', port: 80 }], keep: 1, drop: 2 };
    const patch = { listeners: [{ name: 'https', port: 443 }], drop: null };
    expect(mergePatch(target, patch, true)).toEqual({
      listeners: [
        { name: 'http', port: 80 },
        { name: 'https', port: 443 },
      ],
      keep: 1,
    });
    expect(mergePatch(target, patch, false)).toEqual({ listeners: [{ name: 'https', port: 443 }], keep: 1 });
    expect(mergePatch({ command: ['a', 'b'] }, { command: ['c'] }, true)).toEqual({ command: ['c'] });
  });
});
