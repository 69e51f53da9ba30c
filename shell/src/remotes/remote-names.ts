import { REMOTE_NAMES, type RemoteName } from '@chefs/contracts';

/** The four remotes (their names live in @chefs/contracts); each exposes "./routes" (a component rendering its routes). */
export type { RemoteName };

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
