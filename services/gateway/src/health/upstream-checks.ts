import type { ReadinessCheck } from '@chefs/server-core';

/** One readiness check per upstream: its /healthz answers 2xx within 2 s. */
export function upstreamChecks(upstreams: Record<string, string>): ReadinessCheck[] {
  return Object.entries(upstreams).map(([name, url]) => ({
    name,
    async check() {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).catch((err: Error) => {
        const cause = (err.cause as { code?: string } | undefined)?.code;
        throw new Error(`${name} unreachable${cause ? ` (${cause})` : ''}`);
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`${name} /healthz answered ${res.status}`);
    },
  }));
}
