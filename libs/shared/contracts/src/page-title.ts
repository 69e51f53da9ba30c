/** The site's name, at the end of every page's title. */
export const SITE_NAME = 'Chefs Atlanta';
/** The landing page's title, and the title of a page that has no heading yet (still loading). */
export const SITE_TITLE = `${SITE_NAME} · Private chefs in metro Atlanta`;
/**
 * The attribute of a page's `<h1>` that titles the page with the site's title instead: the
 * landing page's, whose heading is a slogan, not a name.
 */
export const SITE_TITLE_ATTRIBUTE = 'data-site-title';

/**
 * A page's title: its main heading, then the site's name ("Lemon Herb Chicken · Chefs Atlanta").
 * Each page is titled for what it shows (WCAG 2.4.2): in a browser's tabs and history, in the
 * first thing a screen reader says, and in a shared link's preview. The page's `<h1>` already
 * names it, whatever its state ("Recipe Not Found", "Book Marcus Bennett", "My Reservations"),
 * so the title follows it rather than a second list of names. A heading marked
 * SITE_TITLE_ATTRIBUTE, and a page without one, have the site's title.
 */
export function pageTitle(heading: string | null | undefined, { site = false } = {}): string {
  const name = heading?.replace(/\s+/g, ' ').trim();
  return site || !name ? SITE_TITLE : `${name} · ${SITE_NAME}`;
}

const FIRST_HEADING = /<h1\b([^>]*)>([\s\S]*?)<\/h1>/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * A page drawn on the server (`html`, whose root holds `root`, the page's markup), titled by its
 * first `<h1>` as pageTitle titles it in the browser. The heading's text is taken as markup, its
 * tags (and React's text separators) dropped and its entities kept, so it stays escaped.
 */
export function titledPage(html: string, root: string): string {
  const [, attributes = '', inner] = FIRST_HEADING.exec(root) ?? [];
  const title = pageTitle(inner?.replace(/<[^>]*>/g, ''), {
    site: new RegExp(`\\s${SITE_TITLE_ATTRIBUTE}\\b`).test(attributes),
  });
  return html.replace(TITLE, () => `<title>${title}</title>`);
}
