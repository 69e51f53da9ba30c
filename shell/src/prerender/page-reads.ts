import { PAGE_DATA_ELEMENT_ID, type PageRead } from '@chefs/contracts';

/**
 * The reads a page drawn on the server was drawn with, from its JSON data element (a script
 * element the browser never runs, so the Content Security Policy allows it), or none: hydrated
 * with them, the page's first render matches its HTML and asks the API for nothing.
 */
export function pageReadsOf(doc: Document): PageRead[] {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const reads: unknown = JSON.parse(text);
    return Array.isArray(reads) ? (reads as PageRead[]) : [];
  } catch {
    return []; // drawn again in the browser: React repaints what does not match
  }
}
