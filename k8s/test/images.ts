/** How each app's image is built: its Dockerfile (from the repository root) and build arguments. */
import { REMOTE_NAMES, SERVICES, type ServiceName } from '@chefs/contracts';

export interface ImageBuild {
  dockerfile: string;
  args: Record<string, string>;
}

/** The backends that use the database: one Dockerfile, with the db CLI that runs the migrations. */
export const BACKENDS_WITH_DB_CLI = ['public-bff', 'customer-bff', 'chef-bff', 'admin-bff', 'worker'] as const;
const PORTALS = REMOTE_NAMES;

/** `mfe-admin` -> the portal Dockerfile with PORTAL=admin; `admin-bff` -> the backend one with APP and PORT. */
export function imageBuild(app: string): ImageBuild {
  const portal = PORTALS.find((p) => app === `mfe-${p}`);
  if (portal) return { dockerfile: 'tools/docker/portal.Dockerfile', args: { PORTAL: portal } };
  if ((BACKENDS_WITH_DB_CLI as readonly string[]).includes(app)) {
    const port = String(SERVICES[app as ServiceName].port);
    return { dockerfile: 'tools/docker/backend.Dockerfile', args: { APP: app, PORT: port } };
  }
  return { dockerfile: app === 'shell' ? 'shell/Dockerfile' : `services/${app}/Dockerfile`, args: {} };
}
