// Shared setup of this remote's page specs (never imported by the app).
import { browserNavigation } from '@chefs/api-client';
import { installFakeFetch, renderWithProviders, type FakeRoutes } from '@chefs/api-client/testing';
import { dismissToast, Toaster } from '@chefs/ui';
import { act } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';

export type FakeNetwork = ReturnType<typeof installFakeFetch>;

/** The fake networks renderPage installed during the running test. */
const installed: FakeNetwork[] = [];

/** Shows where the router went, and how (data-navigation: PUSH or REPLACE), for specs that follow a navigation. */
function Elsewhere() {
  const { pathname, hash } = useLocation();
  return <p data-navigation={useNavigationType()}>now at {pathname + hash}</p>;
}

/**
 * Call once in a `describe`: full-page navigations (sign-in) are recorded on the returned mock
 * instead of followed; after each test the fake networks are restored, storage emptied and
 * toasts dismissed.
 */
export function setUpPageSpecs(): jest.Mock<void, [url: string]> {
  const go = jest.fn<void, [url: string]>();
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(browserNavigation, 'go').mockImplementation(go);
  });
  afterEach(() => {
    for (const fake of installed.splice(0)) fake.restore();
    spy?.mockRestore();
    go.mockReset();
    localStorage.clear();
    sessionStorage.clear();
    act(() => dismissToast());
  });
  return go;
}

export interface RenderPageOptions {
  /** The page's route pattern ("/booking/:chefId"). */
  path: string;
  /** Where the router starts ("/booking/1"). */
  at: string;
  network: FakeRoutes;
}

/** Renders a page at its route with the toasts, over a fake network; any other route shows "now at …". */
export function renderPage(page: ReactElement, { path, at, network }: RenderPageOptions): FakeNetwork {
  const fake = installFakeFetch(network);
  installed.push(fake);
  renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      <Toaster />
    </>,
    { route: at },
  );
  return fake;
}
