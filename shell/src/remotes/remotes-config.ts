import { isRemoteName, type RemoteName } from './remote-names';

/** Where each remote's manifest lives, from GET /config.json (deploy-time, never baked into the build). */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

const ATTEMPTS = 3;

function parse(json: unknown): RemoteEntries {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error('config.json has no "remotes" object');
  const entries: RemoteEntries = {};
  for (const [name, entry] of Object.entries(remotes as Record<string, unknown>)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry) entries[name] = entry;
  }
  return entries;
}

/**
 * Reads /config.json, retrying a couple of times. Never throws: with no config the app
 * still starts, and every portal shows its "unavailable" card with a retry.
 */
export async function loadRemotesConfig(url = '/config.json'): Promise<RemoteEntries> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const res = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      return parse(await res.json());
    } catch (error) {
      if (attempt === ATTEMPTS) {
        console.error('Could not read /config.json; portals will be unavailable', error);
        return {};
      }
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
  return {};
}
