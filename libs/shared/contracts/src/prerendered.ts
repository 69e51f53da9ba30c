import prerendered from './prerendered.json';
import type { RemoteName } from './routes';

/**
 * Where the shell's build writes its prerendered pages and where the gateway looks for them, and
 * where the renderer of the pages drawn on request lives. The names live in prerendered.json,
 * which tools/prerender.mjs reads too.
 */
export const PRERENDERED: {
  directory: string;
  indexPage: string;
  signedOutShell: string;
  server: {
    directory: string;
    /** Per portal whose pages are drawn on the server, its page template's file name. */
    templates: Partial<Record<RemoteName, string>>;
    pageMark: string;
    dataMark: string;
  };
} = prerendered;

/**
 * The id of the JSON script element that carries a drawn page's reads to the browser (a
 * constant here, not in prerendered.json, so the shell's first load does not carry that file).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** One API read of a page drawn on the server, as the page's data element carries it to the browser. */
export interface PageRead {
  /** The exact URL the page's hook asks for ("/api/recipes?slug=…&limit=5"). */
  url: string;
  /** Its JSON answer. */
  body: unknown;
}
