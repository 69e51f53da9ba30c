/**
 * A prerendered page's root is `inert` (tools/prerender.mjs) until React has taken over the
 * portal's part: a click would do nothing, a submit would reload the page, and what is typed
 * into a field would be emptied by hydration. The portal's page calls this once it is in the
 * document (hydrated), or its error card once it is shown; a page drawn anew never was inert.
 * docs/performance.md, "Prerendered pages".
 */
export function leavePrerendered(): void {
  const root = document.getElementById('root');
  if (root?.dataset.prerendered === undefined) return;
  root.removeAttribute('inert');
  delete root.dataset.prerendered;
}
