/**
 * @jest-environment node
 */
import { renderPage, withControlsInert } from './render-page';

/** A portal whose page throws while it renders, as a page fed a read it does not expect would. */
function Broken(): never {
  throw new Error('the page could not render');
}

function Fine() {
  return <p>A portal&apos;s page</p>;
}

describe('renderPage', () => {
  it("draws the shell's layout around the portal's page", async () => {
    const html = await renderPage('/recipes', { public: Fine });
    expect(html).toContain('A portal&#x27;s page');
  });

  // The gateway draws pages on request (services/gateway/src/static/server-drawn.ts): an error
  // in a render must reach its caller, which sends the plain shell, never end the process.
  it('rejects, and throws nothing past its caller, when the page throws while it renders', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      await expect(renderPage('/recipes', { public: Broken })).rejects.toThrow('the page could not render');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('draws every form, button and field inert until hydrated, and leaves links and text alone', async () => {
    function Controls() {
      return (
        <form aria-label="Search">
          <label htmlFor="q">Search</label>
          <input id="q" type="search" />
          <select aria-label="Cuisine" defaultValue="">
            <option value="">Any</option>
          </select>
          <textarea aria-label="Notes" defaultValue="<button> stays text" />
          <button type="submit">Go</button>
          <a href="/recipes">All recipes</a>
          <p>{'<input> and <form> in a sentence'}</p>
        </form>
      );
    }
    const html = await renderPage('/recipes', { public: Controls });
    const marked = (name: string) => new RegExp(`<${name} inert="" data-until-hydrated=""[\\s/>]`).test(html);
    for (const name of ['form', 'input', 'select', 'textarea']) expect(marked(name)).toBe(true);
    expect(html).toMatch(/<button inert="" data-until-hydrated="" type="submit">Go<\/button>/);
    expect(html).toMatch(/<a href="\/recipes">All recipes<\/a>/);
    expect(html).toContain('&lt;input&gt; and &lt;form&gt; in a sentence');
    expect(html).toContain('&lt;button&gt; stays text');
    expect(html).not.toMatch(/<(label|option|p|a)[^>]*inert/);
    expect(withControlsInert('<buttons><forms>')).toBe('<buttons><forms>');
  });
});
