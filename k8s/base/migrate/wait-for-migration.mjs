// Init container of every pod that uses the database: waits until the migration Job has
// succeeded, so a new release never serves traffic on a schema it does not know.
// Asks the Kubernetes API with the pod's service account (RBAC: get on job/migrate only).
// Exit 0: migrated. Exit 1: the Job failed or the wait timed out (the pod stays in Init and
// `kubectl describe` shows why). Needs NODE_EXTRA_CA_CERTS pointing at the service account CA.
import { readFileSync } from 'node:fs';

const sa = process.env.SERVICE_ACCOUNT_DIR ?? '/var/run/secrets/kubernetes.io/serviceaccount';
const job = process.env.MIGRATION_JOB ?? 'migrate';
const namespace = readFileSync(`${sa}/namespace`, 'utf8').trim();
const api =
  process.env.KUBERNETES_API_URL ??
  `https://${process.env.KUBERNETES_SERVICE_HOST}:${process.env.KUBERNETES_SERVICE_PORT}`;
const url = `${api}/apis/batch/v1/namespaces/${namespace}/jobs/${job}`;
const intervalMs = Number(process.env.MIGRATION_POLL_SECONDS ?? 3) * 1000;
const deadline = Date.now() + Number(process.env.MIGRATION_WAIT_SECONDS ?? 900) * 1000;

async function jobState() {
  // The token is re-read each time: the kubelet rotates it.
  const token = readFileSync(`${sa}/token`, 'utf8').trim();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  if (res.status === 404) return 'absent';
  if (!res.ok) return `HTTP ${res.status}`;
  const { status = {} } = await res.json();
  if ((status.succeeded ?? 0) >= 1) return 'succeeded';
  if ((status.conditions ?? []).some((c) => c.type === 'Failed' && c.status === 'True')) return 'failed';
  return 'running';
}

let last = '';
for (;;) {
  const state = await jobState().catch((error) => `unreachable (${error.cause?.code ?? error.message})`);
  if (state === 'succeeded') {
    console.log(`job/${job} succeeded: the schema is migrated`);
    process.exit(0);
  }
  if (state === 'failed') {
    console.error(`job/${job} failed: see kubectl -n ${namespace} logs job/${job}`);
    process.exit(1);
  }
  if (state !== last) console.log(`waiting for job/${job}: ${state}`);
  last = state;
  if (Date.now() > deadline) {
    console.error(`gave up waiting for job/${job} (last state: ${state})`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
