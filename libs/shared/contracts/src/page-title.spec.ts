import { pageTitle, SITE_TITLE, withPageHead } from './page-title';

const HTML =
  '<html><head><meta charset="utf-8"><meta name="description" content="Book vetted private chefs in metro Atlanta."><title>Chefs Atlanta</title></head><body><div id="root">§</div></body></html>';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(html)?.[1];

describe('page titles', () => {
  it("names a page by its heading, then the site's name; a page without a heading, or whose heading says so, by the site's", () => {
    expect(pageTitle('Lemon Herb Chicken')).toBe('Lemon Herb Chicken · Chefs Atlanta');
    expect(pageTitle('  Book\n  Marcus Bennett ')).toBe('Book Marcus Bennett · Chefs Atlanta');
    expect(pageTitle('A private chef for every table', { site: true })).toBe(SITE_TITLE);
    expect(pageTitle(undefined)).toBe(SITE_TITLE);
    expect(pageTitle(' ')).toBe(SITE_TITLE);
    expect(SITE_TITLE).toBe('Chefs Atlanta · Private chefs in metro Atlanta');
  });

  it("titles a page drawn on the server by its first h1, its markup's tags dropped and its entities kept", () => {
    const root =
      '<header><a href="/">Chefs Atlanta</a></header><main><h1 class="text-3xl">Chef&#x27;s <!-- -->Collection<span> &amp; more</span></h1><h1>Second</h1></main>';
    const page = withPageHead(HTML, root);
    expect(titleOf(page)).toBe('Chef&#x27;s Collection &amp; more · Chefs Atlanta');
    expect(page).toContain('<body><div id="root">§</div></body>');
    expect(titleOf(withPageHead(HTML, '<h1 id="hero-title" data-site-title="">A private chef</h1>'))).toBe(SITE_TITLE);
    expect(titleOf(withPageHead(HTML, '<h1 data-site-titled="">Not the mark</h1>'))).toBe(
      'Not the mark · Chefs Atlanta',
    );
    expect(titleOf(withPageHead(HTML, '<main><div class="skeleton"></div></main>'))).toBe(SITE_TITLE);
    // A heading's text with "$&" is put in as it is, never read as a replacement pattern.
    expect(titleOf(withPageHead(HTML, '<h1>Pay $& save</h1>'))).toBe('Pay $& save · Chefs Atlanta');
  });

  it('describes a page by its marked summary, and gives link previews the same title and description', () => {
    const root =
      '<h1>Beef Wellington</h1><p data-page-summary="" class="mt-3">Tender beef in <!-- -->golden &quot;puff&quot; pastry.</p><p>Other text</p>';
    const page = withPageHead(HTML, root);
    expect(metaOf(page, 'description')).toBe('Tender beef in golden &quot;puff&quot; pastry.');
    expect(metaOf(page, 'og:title')).toBe('Beef Wellington · Chefs Atlanta');
    expect(metaOf(page, 'og:description')).toBe('Tender beef in golden &quot;puff&quot; pastry.');
    expect(metaOf(page, 'og:site_name')).toBe('Chefs Atlanta');
    expect(metaOf(page, 'og:type')).toBe('website');
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);

    // Without a summary the site's description stays, for the page and its preview.
    const plain = withPageHead(HTML, '<h1>Recipes</h1>');
    expect(metaOf(plain, 'description')).toBe('Book vetted private chefs in metro Atlanta.');
    expect(metaOf(plain, 'og:description')).toBe('Book vetted private chefs in metro Atlanta.');
  });

  it('cuts a long summary at a word, never inside an entity', () => {
    const words = 'Slow-braised short ribs '.repeat(12); // 288 characters
    const long = metaOf(withPageHead(HTML, `<p data-page-summary="">${words}</p>`), 'description')!;
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long).toMatch(/ribs…$|short…$|Slow-braised…$/);
    // No space to cut at: the entity that the limit falls in is dropped whole.
    const entity = metaOf(withPageHead(HTML, `<p data-page-summary="">${'a'.repeat(198)}&amp;b c</p>`), 'description');
    expect(entity).toBe(`${'a'.repeat(198)}…`);
  });
});
