import { registerWorkerWhenInstalled } from './installed-app';

/** A window whose display mode is `mode`, with a service worker container that records registrations. */
function fakeWindow(mode: 'browser' | 'standalone', readyState: DocumentReadyState, withWorkers = true) {
  const register = jest.fn().mockResolvedValue({});
  const listeners = new Map<string, () => void>();
  const win = {
    matchMedia: (query: string) => ({ matches: query === `(display-mode: ${mode})` }),
    navigator: withWorkers ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  } as unknown as Window;
  return { win, register, listeners };
}

describe('the installed app’s service worker', () => {
  it('is registered for the whole site once an installed app has loaded', () => {
    const { win, register, listeners } = fakeWindow('standalone', 'interactive');
    registerWorkerWhenInstalled(win);
    expect(register).not.toHaveBeenCalled();
    listeners.get('load')?.();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('is registered at once when the app has loaded already', () => {
    const { win, register } = fakeWindow('standalone', 'complete');
    registerWorkerWhenInstalled(win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('is not registered in a browser tab, nor where there are no service workers', () => {
    for (const { win, register, listeners } of [
      fakeWindow('browser', 'complete'),
      fakeWindow('standalone', 'complete', false),
    ]) {
      registerWorkerWhenInstalled(win);
      expect(listeners.size).toBe(0);
      expect(register).not.toHaveBeenCalled();
    }
  });

  it('never fails the app when the registration is refused', async () => {
    const { win, register } = fakeWindow('standalone', 'complete');
    register.mockRejectedValueOnce(new Error('SecurityError'));
    expect(() => registerWorkerWhenInstalled(win)).not.toThrow();
    await Promise.resolve();
  });
});
