import { pageTitle } from '@chefs/contracts';

/**
 * Keeps the document's title on the page's heading (pageTitle, @chefs/contracts) as the pages
 * change. Every portal's page names itself in an `<h1>` inside the root, whether it was drawn on
 * the server, hydrated or rendered here, and whatever its state (loaded, not found, an error), so
 * one observer of the root serves them all: a portal needs no title code of its own, and a page
 * that renders a new heading (the recipe once it has arrived) is titled by it. The title is set
 * only when it changes. Answers a function that stops following.
 */
export function followPageHeading(root: HTMLElement, doc: Document = document): () => void {
  const update = () => {
    const title = pageTitle(doc.location.pathname, root.querySelector('h1')?.textContent);
    if (doc.title !== title) doc.title = title;
  };
  const observer = new MutationObserver(update);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  update();
  return () => observer.disconnect();
}
