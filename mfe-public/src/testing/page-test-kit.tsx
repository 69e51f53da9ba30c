// Shared setup of the page specs (never imported by the app).
import { browserNavigation } from '@chefs/api-client';
import { installFakeFetch, renderWithProviders, type FakeRoutes } from '@chefs/api-client/testing';
import { dismissToast, Toaster } from '@chefs/ui';
import { act, screen } from '@testing-library/react';
import { type ReactElement } from 'react';

export type FakeNetwork = ReturnType<typeof installFakeFetch>;

/** The fake networks renderPage installed during the running test, newest last. */
const installed: FakeNetwork[] = [];

/**
 * Call once inside a `describe` of page specs. Each test starts with full-page navigation
 * (sign-in) recorded on the returned mock instead of followed, and ends with the fake
 * networks of renderPage restored, local and session storage emptied and any toast dismissed.
 */
export function setUpPageSpecs(): jest.Mock<void, [url: string]> {
  const go = jest.fn<void, [url: string]>();
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(browserNavigation, 'go').mockImplementation(go);
  });
  afterEach(() => {
    for (const fake of installed.splice(0).reverse()) fake.restore();
    spy?.mockRestore();
    go.mockReset();
    localStorage.clear();
    sessionStorage.clear();
    act(() => dismissToast());
  });
  return go;
}

export interface RenderPageOptions {
  /** Where the router starts. */
  route: string;
  /** What the fake network answers ("METHOD /path" → answer). */
  network: FakeRoutes;
  /** Renders the Toaster beside the page, for pages that toast. */
  toasts?: boolean;
}

/** Renders `ui` at `route` the way the shell hosts a page, over a fake network that setUpPageSpecs restores. */
export function renderPage(ui: ReactElement, { route, network, toasts = false }: RenderPageOptions): FakeNetwork {
  const fake = installFakeFetch(network);
  installed.push(fake);
  renderWithProviders(
    toasts ? (
      <>
        {ui}
        <Toaster />
      </>
    ) : (
      ui
    ),
    { route },
  );
  return fake;
}

/**
 * docs/product.md §8: `submit` is answered 401, so the "logged out" toast shows at once and sign-in
 * starts again 500 ms later, at `loginUrl` (checked on `go` from setUpPageSpecs).
 */
export async function expectSignInAgainAfterLapse(go: jest.Mock, submit: () => void, loginUrl: string): Promise<void> {
  const advance = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  jest.useFakeTimers();
  try {
    submit();
    await advance(100);
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    await advance(500);
    expect(go).toHaveBeenCalledWith(loginUrl);
  } finally {
    jest.useRealTimers();
  }
}
