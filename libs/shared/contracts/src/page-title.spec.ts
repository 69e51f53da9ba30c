import { pageTitle, SITE_TITLE, titledPage } from './page-title';

describe('page titles', () => {
  it("names a page by its heading, then the site's name; the landing page and a page without a heading by the site's", () => {
    expect(pageTitle('/recipes/lemon-herb-chicken', 'Lemon Herb Chicken')).toBe('Lemon Herb Chicken · Chefs Atlanta');
    expect(pageTitle('/booking/3', '  Book\n  Marcus Bennett ')).toBe('Book Marcus Bennett · Chefs Atlanta');
    expect(pageTitle('/', 'A private chef for every table')).toBe(SITE_TITLE);
    expect(pageTitle('/schedule', undefined)).toBe(SITE_TITLE);
    expect(pageTitle('/schedule', ' ')).toBe(SITE_TITLE);
    expect(SITE_TITLE).toBe('Chefs Atlanta · Private chefs in metro Atlanta');
  });

  it("titles a page drawn on the server by its first h1, its markup's tags dropped and its entities kept", () => {
    const html =
      '<html><head><meta charset="utf-8"><title>Chefs Atlanta</title></head><body><div id="root">§</div></body></html>';
    const root =
      '<header><a href="/">Chefs Atlanta</a></header><main><h1 class="text-3xl">Chef&#x27;s <!-- -->Collection<span> &amp; more</span></h1><h1>Second</h1></main>';
    expect(titledPage(html, '/meals', root)).toBe(
      '<html><head><meta charset="utf-8"><title>Chef&#x27;s Collection &amp; more · Chefs Atlanta</title></head><body><div id="root">§</div></body></html>',
    );
    expect(titledPage(html, '/', '<h1>A private chef</h1>')).toContain(`<title>${SITE_TITLE}</title>`);
    expect(titledPage(html, '/chefs', '<main><div class="skeleton"></div></main>')).toContain(
      `<title>${SITE_TITLE}</title>`,
    );
    // A heading's text with "$&" is put in as it is, never read as a replacement pattern.
    expect(titledPage(html, '/recipes/x', '<h1>Pay $& save</h1>')).toContain(
      '<title>Pay $& save · Chefs Atlanta</title>',
    );
  });
});
