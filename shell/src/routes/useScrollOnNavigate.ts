import { useEffect } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_TARGET_MS = 5000;

/**
 * Scrolls to the top on a new page, or to the element named by the hash (/#chefs),
 * waiting for a portal that is still loading to render it.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  // A repeated click on /#chefs is a new navigation (new key) and scrolls again; a query
  // change on the same page (e.g. an admin tab) does not jump to the top.
  const hashVisit = hash ? key : null;

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0 });
      return;
    }
    const scroll = (el: Element) => el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const now = document.getElementById(id);
    if (now) {
      scroll(now);
      return;
    }
    const observer = new MutationObserver(() => {
      const el = document.getElementById(id);
      if (el) {
        observer.disconnect();
        scroll(el);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash, hashVisit]);
}
