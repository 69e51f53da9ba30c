// The entry (index.ts): when the app starts, against the page's first paint.
const started = jest.fn();
jest.mock('./bootstrap', () => {
  started();
  return {};
});

/** The entry, by a name TypeScript does not resolve: it is a script (no exports), not a module. */
const ENTRY: string = './index';

/** Loads the entry anew on a page whose root is `root`, and lets its promises settle. */
async function loadEntry(root: string): Promise<void> {
  document.body.innerHTML = root;
  jest.resetModules(); // the entry, and the app it starts, load anew
  await import(ENTRY);
  await jest.advanceTimersByTimeAsync(0);
}

describe('the entry', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    started.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('starts the app at once on a page drawn in the browser', async () => {
    await loadEntry('<div id="root"></div>');
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts a drawn page once its first frame is painted, and only once', async () => {
    await loadEntry('<div id="root" data-prerendered=""></div>');
    expect(started).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(20); // the first frame (16 ms), then a task after it
    expect(started).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts a drawn page in a tab that paints no frame after 100 ms', async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      await loadEntry('<div id="root" data-prerendered=""></div>');
      await jest.advanceTimersByTimeAsync(99);
      expect(started).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(started).toHaveBeenCalledTimes(1);
    } finally {
      frame.mockRestore();
    }
  });

  it('keeps the browser’s install offer made before a drawn page has started the app', async () => {
    await loadEntry('<div id="root" data-prerendered=""></div>');
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(started).not.toHaveBeenCalled();
    expect(offer.defaultPrevented).toBe(true); // kept for the card, not the browser's info-bar
    const { installOffer } = await import('./install/install-offer');
    expect(installOffer.current()).toBe(offer);
  });
});
