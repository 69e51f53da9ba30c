// Shared setup of this remote's tab specs (never imported by the app).
import { aUser, installFakeFetch, renderWithProviders, type FakeRoutes } from '@chefs/api-client/testing';
import { Toaster } from '@chefs/ui';
import { act, fireEvent } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { AdminPage } from '../dashboard/AdminPage';
import { type AdminTabId } from '../dashboard/admin-tabs';

/** The fake network a spec gets back: its recorded calls, `restore`, and the page's query string now. */
export type FakeNetwork = ReturnType<typeof installFakeFetch> & { search: () => URLSearchParams };

/**
 * The dashboard at `/admin?tab=<tab>` (and `query`, such as `status=open`) for a signed-in admin,
 * with the toaster, over a fake network answering `routes` (the session is answered already).
 * Returns the fake: its calls, `restore` for after the test (which also empties the tab's
 * sessionStorage, where the dialogs keep their drafts), and `search()`, the query of the
 * dashboard's URL as it is now (filters and page live there).
 */
export function renderAdminTab(tab: AdminTabId, routes: FakeRoutes, query = ''): FakeNetwork {
  const fake = installFakeFetch({ 'GET /api/auth/user': { body: aUser({ role: 'admin' }) }, ...routes });
  const { search } = renderDashboard(tab, query);
  const restoreFetch = fake.restore;
  const restore = () => {
    restoreFetch();
    sessionStorage.clear();
  };
  return Object.assign(fake, { restore, search });
}

/** The dashboard drawn again over the fake network already installed (a reload, say). */
export function renderDashboard(tab: AdminTabId, query = ''): { search: () => URLSearchParams } {
  let search = '';
  function LocationProbe() {
    search = useLocation().search;
    return null;
  }
  renderWithProviders(
    <>
      <Routes>
        <Route
          path="/admin"
          element={
            <>
              <AdminPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
      <Toaster />
    </>,
    { route: `/admin?tab=${tab}${query ? `&${query}` : ''}` },
  );
  return { search: () => new URLSearchParams(search) };
}

/**
 * A double-click faster than React draws: both clicks land before the first one's render (as on a
 * busy phone, or when the first click's state reaches React on a timer), so the button is still
 * enabled for the second and only a guard taken at the click itself keeps it from sending again.
 */
export function doubleClick(button: HTMLElement) {
  act(() => {
    button.focus(); // as a click (or Enter) leaves it
    fireEvent.click(button);
    fireEvent.click(button);
  });
}

/**
 * A button pressed as in a browser, where the click (or Enter) leaves focus on it; fireEvent.click
 * alone leaves focus wherever it was, and a spec could not tell whether focus moved on.
 */
export function press(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.click(button);
}

/** The requests sent with `method` to `path` (no query string) so far. */
export const sent = (fake: FakeNetwork, method: string, path: string) =>
  fake.calls.filter((c) => c.method === method && c.url === path);
