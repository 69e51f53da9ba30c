import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type ComponentType } from 'react';
import { prerenderedStylesPlugin } from './prerendered-styles';
import { type RemoteName } from './remote-names';
import { type RemoteEntries } from './remotes-config';

let entries: RemoteEntries = {};
const failed = new Set<RemoteName>();

/** Registers the remotes named in /config.json with the federation runtime. */
export function registerRemoteEntries(config: RemoteEntries): void {
  entries = config;
  registerPlugins([prerenderedStylesPlugin()]);
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

/**
 * Drops what the runtime cached for a remote that failed, so the next load fetches it afresh.
 * The runtime also caches a failed manifest fetch by URL, so the retry asks for a fresh URL.
 */
function reset(name: RemoteName): void {
  const entry = entries[name];
  if (!entry) return;
  const fresh = `${entry}${entry.includes('?') ? '&' : '?'}retry=${Date.now()}`;
  registerRemotes([{ name, entry: fresh }], { force: true });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads `<name>/routes` with retries (backoff 400 ms, 800 ms); rejects when every attempt fails. */
export async function loadRemoteRoutes(
  name: RemoteName,
  { attempts = 3, backoffMs = 400 } = {},
): Promise<ComponentType> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await delay(backoffMs * 2 ** (attempt - 1));
    try {
      if (!entries[name]) throw new Error(`No location for the "${name}" portal in /config.json`);
      if (failed.has(name)) reset(name);
      const mod = await loadRemote<{ default?: ComponentType }>(`${name}/routes`);
      if (!mod?.default) throw new Error(`"${name}/routes" has no default export`);
      failed.delete(name);
      return mod.default;
    } catch (error) {
      failed.add(name);
      lastError = error;
    }
  }
  throw lastError;
}
