import { pageTitle, SITE_TITLE_ATTRIBUTE } from '@chefs/contracts';

/** Read by screen readers, never seen: the usual visually-hidden rules, inline so no stylesheet is needed. */
const VISUALLY_HIDDEN: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: '0',
};

/** A page heading as last seen: its element and its text. */
interface Heading {
  node: Element | null;
  text: string;
}

/**
 * Keeps the document's title on the page's heading (pageTitle, @chefs/contracts) as the pages
 * change, and says the new page's title to screen readers after a navigation in the app. Every
 * portal's page names itself in an `<h1>` inside the root, whether it was drawn on the server,
 * hydrated or rendered here, and whatever its state (loaded, not found, an error), so one observer
 * of the root serves them all: a portal needs no title code of its own, and a page that renders
 * its heading late (the recipe once it has arrived) is titled by it then.
 *
 * A click on a link changes the address before the next page is drawn, and a router may keep the
 * last page on screen meanwhile: until the heading changes, it is the last page's, and neither
 * the title nor the announcement takes it for the new page's. The first page is not announced (a
 * screen reader reads a page it opens); each later one once, when its heading appears, through a
 * live region outside the root (the way Next.js's route announcer does it). The title is set only
 * when it changes. Answers a function that stops following.
 */
export function followPageHeading(root: HTMLElement, doc: Document = document): () => void {
  const announcer = doc.createElement('p');
  announcer.id = 'page-announcer';
  announcer.setAttribute('aria-live', 'assertive');
  announcer.setAttribute('aria-atomic', 'true');
  Object.assign(announcer.style, VISUALLY_HIDDEN);
  doc.body.append(announcer);

  let path = doc.location.pathname;
  let seen: Heading = { node: null, text: '' };
  // The last page's heading, while the address is the new page's and the page on screen may not be.
  let stale: Heading | null = null;
  let announce = false;
  const update = () => {
    const node = root.querySelector('h1');
    const text = node?.textContent ?? '';
    const pathname = doc.location.pathname;
    if (pathname !== path) {
      path = pathname;
      stale = seen;
      announce = true;
    }
    if (stale && node && node === stale.node && text === stale.text) return;
    stale = null;
    seen = { node, text };
    const title = pageTitle(text, { site: node?.hasAttribute(SITE_TITLE_ATTRIBUTE) });
    if (doc.title !== title) doc.title = title;
    if (announce && text.trim()) {
      announce = false;
      announcer.textContent = title;
    }
  };
  const observer = new MutationObserver(update);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  update();
  return () => {
    observer.disconnect();
    announcer.remove();
  };
}
