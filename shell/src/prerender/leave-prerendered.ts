/**
 * A page drawn from HTML (tools/prerender.mjs, the gateway's server-drawn pages) has its forms,
 * buttons and fields `inert` and marked `data-until-hydrated` (render-page.tsx,
 * `withControlsInert`) until React has taken over the portal's part: a click would do nothing,
 * a submit would reload the page, and what is typed into a field could be emptied by hydration.
 * The portal's page calls this once it is in the document (hydrated), or its error card once it
 * is shown; a page drawn anew never had them. Only the controls are restyled, not the whole page.
 * docs/performance.md, "Prerendered pages".
 *
 * Such a page also carries only the CSS rules its own elements use (critical-styles.ts), each
 * sheet's whole file named by a disabled link marked `data-deferred`: enabling them now loads the
 * whole sheets, for whatever is drawn from here on (a menu, a dialog, the next page). Their rules
 * repeat the inline ones, so nothing already on the page changes.
 */
export function leavePrerendered(): void {
  const root = document.getElementById('root');
  if (root?.dataset.prerendered === undefined) return;
  for (const control of root.querySelectorAll('[data-until-hydrated]')) {
    control.removeAttribute('inert');
    control.removeAttribute('data-until-hydrated');
  }
  delete root.dataset.prerendered;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-deferred]')) {
    link.removeAttribute('data-deferred');
    link.removeAttribute('disabled'); // the browser fetches and applies it now
  }
}
