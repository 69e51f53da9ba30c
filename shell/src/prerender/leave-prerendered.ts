/**
 * A page drawn from HTML (tools/prerender.mjs, the gateway's server-drawn pages) has its forms,
 * buttons and fields `inert` and marked `data-until-hydrated` (render-page.tsx,
 * `withControlsInert`) until React has taken over the portal's part: a click would do nothing,
 * a submit would reload the page, and what is typed into a field could be emptied by hydration.
 * The portal's page calls this once it is in the document (hydrated), or its error card once it
 * is shown; a page drawn anew never had them. Only the controls are restyled, not the whole page.
 * docs/performance.md, "Prerendered pages".
 */
export function leavePrerendered(): void {
  const root = document.getElementById('root');
  if (root?.dataset.prerendered === undefined) return;
  for (const control of root.querySelectorAll('[data-until-hydrated]')) {
    control.removeAttribute('inert');
    control.removeAttribute('data-until-hydrated');
  }
  delete root.dataset.prerendered;
}
