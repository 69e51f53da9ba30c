import { followPageHeading } from './page-title';

/** What a mutation observer has to report: its callbacks run in a microtask. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followPageHeading', () => {
  let root: HTMLElement;
  let stop: () => void;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
    window.history.replaceState(null, '', '/recipes');
  });
  afterEach(() => {
    stop?.();
    root.remove();
    window.history.replaceState(null, '', '/');
  });

  it("titles the page by its h1 at once, and again whenever the page's heading changes", async () => {
    root.innerHTML = '<header><a href="/">Chefs Atlanta</a></header><main><h1>Recipes</h1></main>';
    stop = followPageHeading(root);
    expect(document.title).toBe('Recipes · Chefs Atlanta');

    // A client-side navigation: the path first, then the new page's loading skeleton, then its heading.
    window.history.pushState(null, '', '/recipes/lemon-herb-chicken');
    root.querySelector('main')!.innerHTML = '<div aria-busy="true"></div>';
    await settled();
    expect(document.title).toBe('Chefs Atlanta · Private chefs in metro Atlanta');
    root.querySelector('main')!.innerHTML = '<article><h1>Lemon <span>Herb</span> Chicken</h1></article>';
    await settled();
    expect(document.title).toBe('Lemon Herb Chicken · Chefs Atlanta');

    // The same heading element with new text (React updates the text node).
    root.querySelector('h1')!.firstChild!.textContent = 'Lime ';
    await settled();
    expect(document.title).toBe('Lime Herb Chicken · Chefs Atlanta');
  });

  it("gives the landing page the site's title whatever its heading, and stops when told", async () => {
    window.history.pushState(null, '', '/');
    root.innerHTML = '<main><h1>A private chef for every table</h1></main>';
    stop = followPageHeading(root);
    expect(document.title).toBe('Chefs Atlanta · Private chefs in metro Atlanta');

    stop();
    window.history.pushState(null, '', '/meals');
    root.innerHTML = "<main><h1>Chef's Collection</h1></main>";
    await settled();
    expect(document.title).toBe('Chefs Atlanta · Private chefs in metro Atlanta');
  });
});
