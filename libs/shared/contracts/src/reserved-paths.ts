/**
 * Paths that are never a page of the site: the API, the identity provider's flow and the portals'
 * files. The gateway gives them no page, and the service worker leaves them to the network.
 */
export function isReservedPath(pathname: string): boolean {
  return /^\/(api|oidc|remotes)(\/|$)/.test(pathname);
}
