import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The last segment of a URL's path: `548.e34b18146e.css`. */
const fileName = (url: string) => new URL(url, document.baseURI).pathname.split('/').pop();

/**
 * A prerendered page carries its stylesheets inline, each beside a `disabled` link naming the
 * file it came from (tools/prerender.mjs). When the federation runtime preloads a remote's
 * stylesheets it looks for a link by its `href` as written, and the page's relative `href` never
 * equals the absolute URL it asks for, so it would add the same rules again: one more parse and
 * a restyle of the whole page while it hydrates. The runtime's `createLink` hook is where it
 * lets a host supply the link: this plugin hands it the disabled one (not fetched, its rules
 * already on the page). Links are matched by file name, which carries the content's hash, so a
 * remote served from elsewhere (REMOTE_*_URL on a CDN) is matched too.
 */
export function prerenderedStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'chefs-prerendered-styles',
    createLink({ url, attrs }) {
      if (attrs?.['rel'] !== 'stylesheet') return undefined;
      const file = fileName(url);
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].find(
        (link) => fileName(link.href) === file,
      );
    },
  };
}
