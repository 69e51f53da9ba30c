import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A prerendered page carries its stylesheets inline, each beside a `disabled` link naming the
 * file it came from (tools/prerender.mjs). When the federation runtime preloads a remote's
 * stylesheets it looks for a link by its `href` as written, and the page's relative `href` never
 * equals the absolute URL it asks for, so it would add the same rules again: one more parse and
 * a restyle of the whole page while it hydrates. The runtime's `createLink` hook is where it
 * lets a host supply the link: this plugin hands it the disabled one (not fetched, its rules
 * already on the page).
 */
export function prerenderedStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'chefs-prerendered-styles',
    createLink({ url, attrs }) {
      if (attrs?.['rel'] !== 'stylesheet') return undefined;
      const href = new URL(url, document.baseURI).href;
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].find(
        (link) => link.href === href,
      );
    },
  };
}
