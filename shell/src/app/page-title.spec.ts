import { followPageHeading } from './page-title';

/** What a mutation observer has to report: its callbacks run in a microtask. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const SITE = 'Chefs Atlanta · Private chefs in metro Atlanta';
const announced = () => document.getElementById('page-announcer')?.textContent;

describe('followPageHeading', () => {
  let root: HTMLElement;
  let stop: () => void;
  let main: () => HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = '<header><a href="/">Chefs Atlanta</a></header><main></main>';
    main = () => root.querySelector('main')!;
    document.body.append(root);
    window.history.replaceState(null, '', '/recipes');
  });
  afterEach(() => {
    stop?.();
    root.remove();
    window.history.replaceState(null, '', '/');
  });

  it("titles the page by its h1 at once, and again whenever the page's heading changes", async () => {
    main().innerHTML = '<h1>Recipes</h1>';
    stop = followPageHeading(root);
    expect(document.title).toBe('Recipes · Chefs Atlanta');

    // A client-side navigation: the address first, then the new page's loading skeleton, then its heading.
    window.history.pushState(null, '', '/recipes/lemon-herb-chicken');
    main().innerHTML = '<div aria-busy="true"></div>';
    await settled();
    expect(document.title).toBe(SITE);
    main().innerHTML = '<article><h1>Lemon <span>Herb</span> Chicken</h1></article>';
    await settled();
    expect(document.title).toBe('Lemon Herb Chicken · Chefs Atlanta');

    // The same heading element with new text (React updates the text node).
    root.querySelector('h1')!.firstChild!.textContent = 'Lime ';
    await settled();
    expect(document.title).toBe('Lime Herb Chicken · Chefs Atlanta');
  });

  it('says each new page to screen readers once its heading is drawn, never the first page nor the last one', async () => {
    main().innerHTML = '<h1>Recipes</h1>';
    stop = followPageHeading(root);
    const announcer = document.getElementById('page-announcer')!;
    expect(announcer.getAttribute('aria-live')).toBe('assertive');
    expect(announcer.parentElement).toBe(document.body);
    expect(announced()).toBe('');

    // The address changes while the last page is still on screen (and still changing): nothing is said yet.
    window.history.pushState(null, '', '/meals');
    main().insertAdjacentHTML('beforeend', '<p>a late change of the last page</p>');
    await settled();
    expect(announced()).toBe('');
    expect(document.title).toBe('Recipes · Chefs Atlanta');

    main().innerHTML = "<h1>Chef's Collection</h1>";
    await settled();
    expect(announced()).toBe("Chef's Collection · Chefs Atlanta");
    expect(document.title).toBe("Chef's Collection · Chefs Atlanta");

    // Said once: later changes of the same page are not announced again.
    main().insertAdjacentHTML('beforeend', '<ul><li>Beef Wellington</li></ul>');
    announcer.textContent = '';
    await settled();
    expect(announced()).toBe('');

    // A page that keeps its heading element but changes its text is a new page too (one recipe, then another).
    window.history.pushState(null, '', '/meals/duck');
    root.querySelector('h1')!.textContent = 'Dish Not Found';
    await settled();
    expect(announced()).toBe('Dish Not Found · Chefs Atlanta');
  });

  it("gives a heading marked for it (the landing page's) the site's title, and stops when told", async () => {
    window.history.pushState(null, '', '/');
    main().innerHTML = '<h1 data-site-title="">A private chef for every table</h1>';
    stop = followPageHeading(root);
    expect(document.title).toBe(SITE);

    stop();
    expect(document.getElementById('page-announcer')).toBeNull();
    window.history.pushState(null, '', '/meals');
    main().innerHTML = "<h1>Chef's Collection</h1>";
    await settled();
    expect(document.title).toBe(SITE);
  });
});
