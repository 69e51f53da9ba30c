// Shared setup of this remote's tab specs (never imported by the app).
import { aUser, installFakeFetch, renderWithProviders, type FakeRoutes } from '@chefs/api-client/testing';
import { Toaster } from '@chefs/ui';
import { Route, Routes, useLocation } from 'react-router';
import { AdminPage } from '../dashboard/AdminPage';
import { type AdminTabId } from '../dashboard/admin-tabs';

/** The fake network a spec gets back: its recorded calls, `restore`, and the page's query string now. */
export type FakeNetwork = ReturnType<typeof installFakeFetch> & { search: () => URLSearchParams };

/**
 * The dashboard at `/admin?tab=<tab>` (and `query`, such as `status=open`) for a signed-in admin,
 * with the toaster, over a fake network answering `routes` (the session is answered already).
 * Returns the fake: its calls, `restore` for after the test, and `search()`, the query of the
 * dashboard's URL as it is now (filters and page live there).
 */
export function renderAdminTab(tab: AdminTabId, routes: FakeRoutes, query = ''): FakeNetwork {
  const fake = installFakeFetch({ 'GET /api/auth/user': { body: aUser({ role: 'admin' }) }, ...routes });
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
  return Object.assign(fake, { search: () => new URLSearchParams(search) });
}
