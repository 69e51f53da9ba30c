import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';
import { PRERENDERED } from '@chefs/contracts';

/**
 * Critical CSS for a page drawn from HTML (tools/prerender.mjs, and the gateway's server-drawn
 * pages): each stylesheet the template carries inline (the shell's and the portal's Tailwind,
 * 82 KB on /chefs) is cut to the rules that style an element of this page, and the `disabled` link
 * beside it, which names the whole sheet, is marked `data-deferred`. The browser parses and
 * applies a third to a half of the CSS before its first paint, and the shell enables the
 * deferred links once the portal's part has hydrated (leave-prerendered.ts), so everything drawn
 * after that (a menu, a dialog, another page) has the whole sheets. docs/performance.md,
 * "Critical CSS".
 *
 * The rules are chosen by Beasties (the maintained successor of Critters, as Angular's and Nuxt's
 * builds use it): it matches each selector against the page's elements, with states such as
 * `:hover` and `:focus` taken as matching, and keeps the at-rules (`@media`, `@layer`,
 * `@property`, `@supports`) around what it keeps.
 */

/** A sheet the template carries inline, and the disabled link after it that names its file. */
const INLINE_SHEET = /<style>([\s\S]*?)<\/style>(<link rel="stylesheet"[^>]*?) disabled>/g;
/** The mark Beasties sees on each sheet, so that its answer can be put back in the template's order. */
const SHEET_MARK = 'data-sheet';

const beasties = new Beasties({
  // Only the inline sheets: the deferred links are not to be read or inlined.
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  keyframes: 'critical',
  fonts: false,
  logLevel: 'silent',
});

/**
 * `template` (a page template of PRERENDERED.server, its page and data marks in place) with each
 * inline sheet cut to the rules that `root`, the page's HTML, uses, and its link marked
 * `data-deferred`. A template without inline sheets is returned as it is.
 */
export async function withCriticalStyles(template: string, root: string): Promise<string> {
  const { pageMark, dataMark } = PRERENDERED.server;
  let count = 0;
  const marked = template.replace(
    INLINE_SHEET,
    (_, css: string, link: string) => `<style ${SHEET_MARK}="${count++}">${css}</style>${link} disabled>`,
  );
  if (!count) return template;
  const page = await beasties.process(marked.replace(pageMark, () => root).replace(dataMark, ''));
  const cut: string[] = [];
  for (const match of page.matchAll(new RegExp(`<style ${SHEET_MARK}="(\\d+)"[^>]*>([\\s\\S]*?)</style>`, 'g')))
    cut[Number(match[1])] = match[2]!;
  let index = 0;
  return template.replace(INLINE_SHEET, (_, _css: string, link: string) => {
    // Beasties leaves out a sheet of which nothing is used.
    const css = (cut[index++] ?? '').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>${link} disabled data-deferred>`;
  });
}

/**
 * What of a page's HTML can decide which rules style it: its elements, their classes and their
 * attributes, without its text and without the values of the attributes that carry content (a
 * link's address, an image's source and description, a label). Two chefs' profiles, or the same
 * list with other chefs on it, have the same outline and so the same critical CSS.
 */
export function outlineOf(root: string): string {
  return root
    .replace(/>[^<]+</g, '><')
    .replace(
      /\s(href|src|srcset|alt|title|aria-label|aria-labelledby|aria-describedby|aria-controls|id|for|name|value|content|datetime|placeholder|style)="[^"]*"/g,
      ' $1=""',
    );
}

/**
 * `withCriticalStyles` for one template, kept per outline of the page (least recently used out):
 * cutting the sheets takes Beasties 30 to 80 ms for a page of 140 KB, and a page drawn for each
 * visitor (a customer's home) or drawn again when its data changes mostly has an outline seen before.
 */
export function keptCriticalStyles(template: string, max = 64): (root: string) => Promise<string> {
  const kept = new LRUCache<string, Promise<string>>({ max });
  return (root) => {
    const key = createHash('sha256').update(outlineOf(root)).digest('base64url');
    let styled = kept.get(key);
    if (!styled) {
      styled = withCriticalStyles(template, root);
      kept.set(key, styled);
      styled.catch(() => kept.delete(key));
    }
    return styled;
  };
}
