import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const WAIT_FOR_TARGET_MS = 5000;
const POSITIONS_KEY = 'chefs:scroll-positions';
const KEEP_POSITIONS = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** Remembers how far down the page of history entry `key` was scrolled (the last 50 entries). */
function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    delete positions[key];
    positions[key] = Math.round(y);
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEEP_POSITIONS))) delete positions[old];
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: back navigation starts at the top, as it would without this.
  }
}

/** Runs `ready` now and after each DOM change until it answers true, for at most WAIT_FOR_TARGET_MS. */
function whenReady(ready: () => boolean): () => void {
  if (ready()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (ready()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scrolls a link's #target into view (gliding, unless the visitor asks for reduced motion) and
 * gives it the focus, without scrolling again, so the next Tab goes on from there and not from
 * the link at the top of the page. A section is no control: it takes the focus from here only
 * (tabindex -1) and shows no ring (styles.css). Something focusable already keeps its tab stop.
 */
function showTarget(el: HTMLElement): void {
  // typeof: jsdom, where the unit tests run, has no matchMedia.
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/**
 * How the document itself was reached: 'navigate' for a link or a typed address, 'reload', or
 * 'back_forward' for a page the browser loads anew on Back (one not kept whole in its cache).
 */
function documentArrival(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry && 'type' in entry ? String(entry.type) : 'navigate';
}

/**
 * Scrolls to the top on a new page, or to the element named by the hash (/#chefs), waiting for
 * a portal that is still loading to render it, and focuses that element. Back and forward (POP)
 * return to where that page was left: a list that loaded more pages shows them again from its
 * cache, and the window scrolls back to the same place once the page is tall enough.
 */
export function useScrollOnNavigate(): void {
  const { pathname, search, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // A history entry's positions are kept under its key and address: every document loaded from
  // a typed address or a link starts with the key "default", so the key alone would give one
  // page another page's place.
  const entry = `${key} ${pathname}${search}`;
  // The entry the document was loaded at: until the visitor leaves it, the browser has placed
  // that page already (at the top, or where the visitor scrolled while it loaded).
  const [documentEntry] = useState(entry);
  const leftDocumentEntry = useRef(false);
  // A repeated click on /#chefs is a new navigation (new key) and scrolls again; a query
  // change on the same page (e.g. an admin tab) does not jump to the top.
  const hashVisit = hash ? key : null;
  // Back or forward to an entry: its own key, so each return restores its own position.
  const popEntry = navigationType === NavigationType.Pop ? entry : null;

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remember this entry's position as the visitor scrolls, and when they leave it. A layout
  // effect, so the listener is gone before the next page's first frame: when the new page is
  // shorter the browser clamps the scroll and fires a scroll event, and a listener still
  // attached (passive effects run after paint in a transition) would save that clamped value
  // over the real one. The position is the last one a scroll event saw, never read on leaving,
  // because by then the DOM is the next page's and scrollY is clamped.
  useLayoutEffect(() => {
    let frame = 0;
    let lastY: number | null = null;
    const onScroll = () => {
      lastY = window.scrollY;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (lastY !== null) savePosition(entry, lastY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      if (lastY !== null) savePosition(entry, lastY);
    };
  }, [entry]);

  useEffect(() => {
    if (entry !== documentEntry) leftDocumentEntry.current = true;
  }, [entry, documentEntry]);

  // The page the last run below was for: leaving a Back (POP) for a query change on the same page
  // (a search typed into /meals, an admin tab) runs it again, and must not jump to the top.
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    const arrived = !leftDocumentEntry.current;
    // Back, forward or a reload to a document loaded anew: where it was left, as on any return.
    const returned = popEntry !== null && (!arrived || documentArrival() !== 'navigate');
    if (returned) {
      const saved = readPositions()[popEntry];
      if (saved !== undefined) {
        return whenReady(() => {
          const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved - 1;
          if (reachable) window.scrollTo({ top: saved });
          return reachable;
        });
      }
    }
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      // A page just loaded stays where it is: a visitor who scrolled down while it started, and
      // tapped a card, must not see the page jump to the top under their finger as it hydrates.
      if (!arrived && !samePage) window.scrollTo({ top: 0 });
      return;
    }
    return whenReady(() => {
      const el = document.getElementById(id);
      if (el) showTarget(el);
      return el !== null;
    });
  }, [pathname, hash, hashVisit, popEntry]);
}
