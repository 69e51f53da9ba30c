import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's query parameters, and a way to change some of them that composes: two changes in
 * a row (clear the search, then pick a category) both land.
 *
 * React Router's `setSearchParams(prev => …)` hands `prev` from the last render, and its
 * navigations render in a transition: a second change made before the first one rendered
 * started from the old parameters and put the cleared search back (seen in the e2e suite on a
 * busy machine). Here each change starts from the parameters the previous change produced,
 * until the location moves on. Changes replace the history entry.
 */
export function useUrlParams(): [URLSearchParams, (change: (next: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(latest.current);
    change(next);
    latest.current = next;
    setParams(next, { replace: true });
  };
  return [params, update];
}
