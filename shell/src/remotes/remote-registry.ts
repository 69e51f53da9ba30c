import { createContext, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteRoutes } from './remote-loader';
import { type RemoteName } from './remote-names';

export type LoadRoutes = (name: RemoteName) => Promise<ComponentType>;

/** One lazy component per remote, kept while it works and forgotten to retry after a failure. */
export interface RemoteRegistry {
  routesOf(name: RemoteName): LazyExoticComponent<ComponentType>;
  forget(name: RemoteName): void;
}

export function createRemoteRegistry(load: LoadRoutes = loadRemoteRoutes): RemoteRegistry {
  const cache = new Map<RemoteName, LazyExoticComponent<ComponentType>>();
  return {
    routesOf(name) {
      let component = cache.get(name);
      if (!component) {
        component = lazy(async () => ({ default: await load(name) }));
        cache.set(name, component);
      }
      return component;
    },
    forget(name) {
      cache.delete(name);
    },
  };
}

export const RemoteRegistryContext = createContext<RemoteRegistry>(createRemoteRegistry());
