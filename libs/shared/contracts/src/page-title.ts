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

/**
 * The attribute of the element that sums a page up (a recipe's description): a page drawn on the
 * server describes itself by it to search engines and link previews.
 */
export const SUMMARY_ATTRIBUTE = 'data-page-summary';
/** A search result's or a link preview's description is cut past this many characters. */
const SUMMARY_LENGTH = 200;

const FIRST_HEADING = /<h1\b([^>]*)>([\s\S]*?)<\/h1>/i;
const SUMMARY = new RegExp(`<(\\w+)\\b[^>]*\\s${SUMMARY_ATTRIBUTE}\\b[^>]*>([\\s\\S]*?)</\\1>`, 'i');
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta name="description" content="([^"]*)">/i;

/** An element's markup as text: its tags (and React's text separators) dropped, entities kept, spaces collapsed. */
const textOf = (markup: string): string =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** At most SUMMARY_LENGTH characters, cut at a word and never inside an entity (`&amp;`). */
function shortened(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text
    .slice(0, SUMMARY_LENGTH + 1)
    .replace(/\s+\S*$/, '')
    .replace(/&[#\w]*$/, '');
  return `${cut}…`;
}

/**
 * A page drawn on the server (`html`, whose root holds `root`, the page's markup) with its head:
 * titled by its first `<h1>` as pageTitle titles it in the browser, described by its
 * SUMMARY_ATTRIBUTE element when it has one (else the site's description stays), and the same
 * title and description as Open Graph tags for link previews. Text is taken from the markup as
 * React escaped it, its tags dropped and its entities kept, so it stays escaped, in attributes too.
 */
export function withPageHead(html: string, root: string): string {
  const [, attributes = '', heading] = FIRST_HEADING.exec(root) ?? [];
  const title = pageTitle(heading === undefined ? undefined : textOf(heading), {
    site: new RegExp(`\\s${SITE_TITLE_ATTRIBUTE}\\b`).test(attributes),
  });
  const summary = SUMMARY.exec(root)?.[2];
  const description = summary === undefined ? undefined : shortened(textOf(summary)) || undefined;
  const withDescription = description
    ? html.replace(DESCRIPTION, () => `<meta name="description" content="${description}">`)
    : html;
  const shared = description ?? DESCRIPTION.exec(html)?.[1];
  const openGraph = [
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${title}">`,
    ...(shared ? [`<meta property="og:description" content="${shared}">`] : []),
    '<meta name="twitter:card" content="summary">',
  ].join('');
  return withDescription
    .replace(TITLE, () => `<title>${title}</title>`)
    .replace('</head>', () => `${openGraph}</head>`);
}
