/**
 * @jest-environment node
 */
import Beasties from 'beasties';
import { PRERENDERED } from '@chefs/contracts';
import { keptCriticalStyles, outlineOf, withCriticalStyles } from './critical-styles';

const { pageMark, dataMark } = PRERENDERED.server;
const SHELL_CSS =
  '@layer theme,base,utilities;@layer base{*,:before,:after{box-sizing:border-box}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}.hover\\:underline:hover{text-decoration:underline}' +
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:block{display:block}}}';
const PORTAL_CSS = '.card{padding:1rem}.dialog{position:fixed}';
const link = (file: string) => `<link rel="stylesheet" href="/${file}" data-rspack="chefs_shell:chunk-1" disabled>`;
const TEMPLATE =
  `<!doctype html><html><head><title>t</title><style>${SHELL_CSS}</style>${link('1.a.css')}` +
  `<style>${PORTAL_CSS}</style>${link('remotes/public/2.b.css')}</head>` +
  `<body><noscript><style>body{margin:0}</style></noscript><div id="root" data-prerendered="">${pageMark}</div>${dataMark}` +
  '<script src="/main.js"></script></body></html>';

/** The inline sheets of a page, in order. */
const sheetsOf = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);

describe('withCriticalStyles', () => {
  const ROOT = '<main class="flex sm:grid"><a class="hover:underline" href="/chefs">Chefs</a></main>';

  it("keeps of each inline sheet the rules the page's elements use, states and media queries included", async () => {
    const [shell, portal, noscript] = sheetsOf(await withCriticalStyles(TEMPLATE, ROOT));
    expect(shell).toContain('*,:before,:after{box-sizing:border-box}');
    expect(shell).toContain('.flex{display:flex}');
    expect(shell).toContain('.hover\\:underline:hover{text-decoration:underline}');
    expect(shell).toMatch(/@media \(min-width:40rem\)\{\.sm\\:grid\{display:grid\}\}/);
    expect(shell).toContain('@layer theme,base,utilities');
    expect(shell).not.toContain('.grid{');
    expect(shell).not.toContain('sm\\:block');
    // Nothing of the portal's sheet is used: it stays, empty, in its place.
    expect(portal).toBe('');
    expect(noscript).toBe('body{margin:0}');
  });

  it('marks each link to a whole sheet as deferred, and leaves the rest of the template as it was', async () => {
    const styled = await withCriticalStyles(TEMPLATE, '<div class="card dialog"></div>');
    expect(styled.match(/<link [^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/1.a.css" data-rspack="chefs_shell:chunk-1" disabled data-deferred>',
      '<link rel="stylesheet" href="/remotes/public/2.b.css" data-rspack="chefs_shell:chunk-1" disabled data-deferred>',
    ]);
    expect(sheetsOf(styled)[1]).toBe(PORTAL_CSS);
    expect(styled.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/ data-deferred/g, '')).toBe(
      TEMPLATE.replace(/<style>[\s\S]*?<\/style>/g, ''),
    );
    expect(styled).toContain(pageMark);
    expect(styled).toContain(dataMark);
  });

  it('returns a template without inline sheets as it is', async () => {
    const plain = `<html><head></head><body><div id="root">${pageMark}</div>${dataMark}</body></html>`;
    await expect(withCriticalStyles(plain, '<p class="flex"></p>')).resolves.toBe(plain);
  });
});

describe('outlineOf', () => {
  it("keeps a page's elements, classes and attributes, without its text or the values that carry content", () => {
    expect(
      outlineOf(
        '<a class="card" href="/chefs/4" aria-expanded="false"><img src="/a.jpg" alt="Ana" class="w-8"><h2 id="c4">Ana Ortiz</h2></a>',
      ),
    ).toBe('<a class="card" href="" aria-expanded="false"><img src="" alt="" class="w-8"><h2 id=""></h2></a>');
  });
});

describe('keptCriticalStyles', () => {
  afterEach(() => jest.restoreAllMocks());

  it('cuts the sheets once per outline: another chef on the same page is not cut again, another element is', async () => {
    const cut = jest.spyOn(Beasties.prototype, 'process');
    const styled = keptCriticalStyles(TEMPLATE);
    const first = await styled('<a class="flex" href="/chefs/4">Ana Ortiz</a>');
    expect(await styled('<a class="flex" href="/chefs/9">Marcus Lee</a>')).toBe(first);
    expect(cut).toHaveBeenCalledTimes(1);
    const other = await styled('<a class="flex grid" href="/chefs/9">Marcus Lee</a>');
    expect(cut).toHaveBeenCalledTimes(2);
    expect(sheetsOf(other)[0]).toContain('.grid{display:grid}');
  });

  it('tries again after a failure rather than keeping it', async () => {
    jest.spyOn(Beasties.prototype, 'process').mockRejectedValueOnce(new Error('parse error'));
    const styled = keptCriticalStyles(TEMPLATE);
    await expect(styled('<p class="flex"></p>')).rejects.toThrow('parse error');
    await expect(styled('<p class="flex"></p>')).resolves.toContain('.flex{display:flex}');
  });
});
