/** The four remotes; each exposes "./routes" (a component rendering its routes). */
export const REMOTE_NAMES = ['public', 'customer', 'chef', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
