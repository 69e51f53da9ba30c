import { prerenderedStylesPlugin } from './prerendered-styles';

describe('prerenderedStylesPlugin', () => {
  const createLink = (url: string, rel = 'stylesheet') =>
    (prerenderedStylesPlugin().createLink as (args: { url: string; attrs?: Record<string, unknown> }) => unknown)({
      url,
      attrs: { rel },
    });

  afterEach(() => document.head.replaceChildren());

  it("hands the runtime the prerendered page's disabled link for a stylesheet it already has inline", () => {
    document.head.innerHTML =
      '<style>.a{}</style><link rel="stylesheet" href="/remotes/public/548.abc.css" data-rspack="chefs_public:chunk-548" disabled>';
    const link = document.head.querySelector('link');
    expect(createLink(`${location.origin}/remotes/public/548.abc.css`)).toBe(link);
    // The same file from a remote served elsewhere (its stylesheet names carry their content's hash).
    expect(createLink('https://cdn.example.com/public/548.abc.css')).toBe(link);
  });

  it('leaves every other link to the runtime', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/remotes/public/548.abc.css"><link rel="stylesheet" href="/remotes/public/9.def.css" disabled>';
    // an enabled link of the same file (a page not prerendered), another file, another kind of link
    expect(createLink(`${location.origin}/remotes/public/548.abc.css`)).toBeUndefined();
    expect(createLink(`${location.origin}/remotes/public/10.xyz.css`)).toBeUndefined();
    expect(createLink(`${location.origin}/remotes/public/9.def.css`, 'preload')).toBeUndefined();
  });
});
