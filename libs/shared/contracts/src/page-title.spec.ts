import { pageTitle, SITE_TITLE, titledPage } from './page-title';

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
    const html =
      '<html><head><meta charset="utf-8"><title>Chefs Atlanta</title></head><body><div id="root">§</div></body></html>';
    const root =
      '<header><a href="/">Chefs Atlanta</a></header><main><h1 class="text-3xl">Chef&#x27;s <!-- -->Collection<span> &amp; more</span></h1><h1>Second</h1></main>';
    expect(titledPage(html, root)).toBe(
      '<html><head><meta charset="utf-8"><title>Chef&#x27;s Collection &amp; more · Chefs Atlanta</title></head><body><div id="root">§</div></body></html>',
    );
    expect(titledPage(html, '<h1 id="hero-title" data-site-title="">A private chef</h1>')).toContain(
      `<title>${SITE_TITLE}</title>`,
    );
    expect(titledPage(html, '<h1 data-site-titled="">Not the mark</h1>')).toContain(
      '<title>Not the mark · Chefs Atlanta</title>',
    );
    expect(titledPage(html, '<main><div class="skeleton"></div></main>')).toContain(`<title>${SITE_TITLE}</title>`);
    // A heading's text with "$&" is put in as it is, never read as a replacement pattern.
    expect(titledPage(html, '<h1>Pay $& save</h1>')).toContain('<title>Pay $& save · Chefs Atlanta</title>');
  });
});
