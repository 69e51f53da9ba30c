// Shared setup of this remote's tab specs (never imported by the app).
import { aUser, installFakeFetch, renderWithProviders, type FakeRoutes } from '@chefs/api-client/src/testing';
import { Toaster } from '@chefs/ui';
import { Route, Routes } from 'react-router';
import { AdminPage } from '../dashboard/AdminPage';
import { type AdminTabId } from '../dashboard/admin-tabs';

/** The fake network a spec gets back: its recorded calls, and `restore`. */
export type FakeNetwork = ReturnType<typeof installFakeFetch>;

/**
 * The dashboard at `/admin?tab=<tab>` for a signed-in admin, with the toaster, over a fake
 * network answering `routes` (the session is answered already). Returns the fake: its calls,
 * and `restore` for after the test.
 */
export function renderAdminTab(tab: AdminTabId, routes: FakeRoutes): FakeNetwork {
  const fake = installFakeFetch({ 'GET /api/auth/user': { body: aUser({ role: 'admin' }) }, ...routes });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
      </Routes>
      <Toaster />
    </>,
    { route: `/admin?tab=${tab}` },
  );
  return fake;
}
