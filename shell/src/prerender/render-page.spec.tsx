/**
 * @jest-environment node
 */
import { renderPage } from './render-page';

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
});
