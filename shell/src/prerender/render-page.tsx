import { authUserQuery, createQueryClient, seedPageReads } from '@chefs/api-client';
import type { PageRead } from '@chefs/contracts';
// For tools/prerender.mjs, which has this bundle and not the contracts' sources.
export { withPageHead } from '@chefs/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, lazy, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { Layout } from '../app/Layout';
import { type RemoteName } from '../remotes/remote-names';
import { RemoteRegistryContext, type RemoteRegistry } from '../remotes/remote-registry';

/**
 * The page at `url`: the shell's layout with the remote's routes in place of the federation
 * runtime, and the session known: signed out, unless the reads carry it. Rendered at build time
 * (tools/prerender.mjs) with no data (lists show their skeletons, as on a first client render),
 * or on request by the gateway with the page's `reads` (a recipe's page with its recipe, a
 * customer's chef profile with their session, the chef and the reviews;
 * services/gateway/src/static/server-drawn.ts), which the page carries to the browser.
 * The browser then hydrates it (bootstrap.tsx) with the same data: the same tree, so the markup
 * is kept and nothing repaints. docs/performance.md, "Prerendered pages".
 */
export async function renderPage(
  url: string,
  remotes: Partial<Record<RemoteName, ComponentType>>,
  reads: readonly PageRead[] = [],
): Promise<string> {
  const components = new Map(
    Object.entries(remotes).map(([name, component]) => [name, lazy(async () => ({ default: component }))]),
  );
  const registry: RemoteRegistry = {
    routesOf(name) {
      const component = components.get(name);
      if (!component) throw new Error(`No "${name}" portal was given to prerender ${url}`);
      return component;
    },
    forget() {},
  };
  const queryClient = createQueryClient();
  queryClient.setQueryData(authUserQuery.queryKey, null);
  seedPageReads(queryClient, reads);
  const html = await renderToHtml(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <RemoteRegistryContext.Provider value={registry}>
            <Layout />
          </RemoteRegistryContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  // Every boundary in place: an inline script moving content into it would be blocked by the
  // site's Content Security Policy (script-src 'self').
  if (/<script|<template/i.test(html)) throw new Error(`Prerendering ${url} left a Suspense boundary unresolved`);
  return withControlsInert(html);
}

/**
 * Each control of a page drawn from HTML waits for React: a click on a button before its handler
 * is there would do nothing, a submit would reload the page, and what is typed into a field could
 * be emptied by hydration. So every form, button and field is drawn `inert`, marked
 * `data-until-hydrated` so that `leavePrerendered` frees exactly these once the portal's part has
 * hydrated. Links stay live: followed before the scripts, they load the page they name, as a
 * plain HTML page's links do. (Until the twenty-first session the whole root was `inert`, and
 * freeing it restyled every element of the page in one task: docs/performance.md, "Only the
 * controls wait for React".) React's markup escapes `<` in text and attribute values, so a
 * start tag is the only place these names follow a `<`.
 */
export function withControlsInert(html: string): string {
  return html.replace(/<(button|form|input|select|textarea)(?=[\s/>])/g, '<$1 inert="" data-until-hydrated=""');
}

/**
 * The whole HTML of `element`, once every Suspense boundary (the lazy portal, its lazy page) has
 * resolved. A render's error rejects it after React is done: thrown from `onError`, it escaped
 * React's own task as an uncaught exception, which ended the gateway drawing a page on request
 * (and left this promise unsettled).
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: Error | undefined;
  const { prelude } = await prerenderToNodeStream(element, {
    // React outlines a boundary larger than this (the portal's whole page is) and moves it in
    // with an inline script; the page is served whole, so nothing is outlined.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error instanceof Error ? error : new Error(String(error));
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure;
  return html;
}
