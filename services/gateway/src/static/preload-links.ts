import { pageLoadOf, type RemoteName } from '@chefs/contracts';

/** A URL that can stand between `<` and `>` in a Link header as it is. */
const LINKABLE = /^[^\s<>,;"]+$/;

/**
 * The `Link` header of a page's HTML: what the page fetches before it can draw, preloaded with
 * the document instead of one after another behind the scripts (docs/performance.md, "Preloaded
 * first reads"). Without it, the shell's scripts ask for /config.json, then the portal's
 * manifest, then (once the portal runs) the page's data: three round trips in a row on a phone's
 * network. Each is named with the credentials mode of the request that will use it (the shell's
 * and the federation runtime's plain `fetch`, the API client's `credentials: 'include'`), or the
 * browser would fetch it twice. Undefined for a page the route table does not know.
 *
 * Only what the data needs is named, not the portal's code (its manifest lists it): measured on a
 * throttled phone connection, preloading the code as well took bandwidth from the shell's own
 * scripts, and a recipe's page drew later than with the data alone.
 */
export function preloadLinksOf(
  pathname: string,
  { signedIn, search, remotes }: { signedIn: boolean; search: string; remotes: Partial<Record<RemoteName, string>> },
): string | undefined {
  const load = pageLoadOf(pathname, { signedIn, search });
  if (!load) return undefined;
  const manifest = remotes[load.remote];
  const links = [
    '</config.json>; rel=preload; as=fetch; crossorigin',
    ...(manifest && LINKABLE.test(manifest) ? [`<${manifest}>; rel=preload; as=fetch; crossorigin`] : []),
    ...load.reads.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`),
  ];
  return links.join(', ');
}
