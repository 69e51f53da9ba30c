import { browserNavigation } from '@chefs/api-client';
import { installFakeFetch, renderWithProviders, UNAUTHORIZED } from '@chefs/api-client/testing';
import { dismissToast, Toaster } from '@chefs/ui';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { SchedulePage } from '../schedule/SchedulePage';
import { signInPageUrl } from './useSignInRedirect';

/** The sign-in page's stand-in: where the visitor was sent, with its query. */
function SignInStandIn() {
  const { pathname, search } = useLocation();
  return <p>now at {pathname + search}</p>;
}

describe('useSignInRedirect', () => {
  let restoreFetch: (() => void) | undefined;
  let go: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => {
    restoreFetch?.();
    go.mockRestore();
    act(() => dismissToast());
    jest.useRealTimers();
  });

  /** Opens the schedule page at `at` for a visitor. */
  function visitSchedule(at: string) {
    restoreFetch = installFakeFetch({ 'GET /api/auth/user': UNAUTHORIZED }).restore;
    renderWithProviders(
      <>
        <Routes>
          <Route path="/schedule" element={<SchedulePage />} />
          <Route path="/signin" element={<SignInStandIn />} />
        </Routes>
        <Toaster />
      </>,
      { route: at },
    );
  }

  it('sends a visitor from /schedule to /signin?returnTo=/schedule, so sign-in comes back to it', async () => {
    visitSchedule('/schedule');
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Please sign in to schedule chef services.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('now at /signin?returnTo=/schedule')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it("keeps the page's query in returnTo", async () => {
    visitSchedule('/schedule?date=2030-01-07&slot=evening');
    await act(() => jest.advanceTimersByTimeAsync(1050));
    expect(
      screen.getByText(`now at /signin?returnTo=/schedule%3Fdate%3D2030-01-07%26slot%3Devening`),
    ).toBeInTheDocument();
  });
});

describe('signInPageUrl', () => {
  it('names the page to come back to as one query value the sign-in page reads back', () => {
    for (const here of ['/schedule', '/schedule?date=2030-01-07&slot=evening', '/chef/12?tab=reviews#top']) {
      const url = new URL(signInPageUrl(here), 'https://chefs.example');
      expect(url.pathname).toBe('/signin');
      expect([...url.searchParams.keys()]).toEqual(['returnTo']);
      expect(url.searchParams.get('returnTo')).toBe(here);
    }
  });
});
