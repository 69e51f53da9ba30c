import { browserNavigation } from '@chefs/api-client';
import {
  aBooking as aBookingOn,
  anOwnChefProfile,
  aUser,
  installFakeFetch,
  NOT_FOUND,
  renderWithProviders,
  SERVER_ERROR,
  UNAUTHORIZED,
  type FakeRoutes,
} from '@chefs/api-client/testing';
import { CHEF_MESSAGES } from '@chefs/contracts';
import { addDays, marketToday } from '@chefs/domain';
import { dismissToast, Toaster } from '@chefs/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { ChefPortalPage } from './ChefPortalPage';

/** A booking two weeks ahead: a pending one can still be accepted. */
const aBooking = (overrides: Parameters<typeof aBookingOn>[0] = {}) =>
  aBookingOn({ eventDate: addDays(marketToday(), 14), ...overrides });

/**
 * A double-click faster than React draws: both clicks land before the first one's render, so the
 * button is still enabled for the second and only a guard taken at the click keeps it from sending.
 */
function doubleClick(button: HTMLElement) {
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
}

/** The PATCHes sent for booking `id`'s status. */
const statusPatches = (fake: ReturnType<typeof installFakeFetch>, id: number) =>
  fake.calls.filter((c) => c.method === 'PATCH' && c.url === `/api/bookings/${id}/status`);

/**
 * Bookings 41 and 43 pending; booking 41's status as the server does it: the first PATCH decides,
 * any later one is refused (409), as the booking is no longer pending.
 */
function decidingRoutes(): FakeRoutes {
  let status: 'pending' | 'confirmed' | 'cancelled' = 'pending';
  return {
    'GET /api/chef-bookings': () => ({
      body: { items: [aBooking({ id: 41, status }), aBooking({ id: 43, clientName: 'Ben Ode' })], nextCursor: null },
    }),
    'GET /api/chef-earnings': { body: { month: '2026-11', thisMonthTotal: 0, confirmedCount: 0, totalEarnings: 0 } },
    'PATCH /api/bookings/41/status': ({ body }) => {
      if (status !== 'pending')
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: CHEF_MESSAGES.statusNotAllowed } };
      status = (body as { status: 'confirmed' | 'cancelled' }).status;
      return { body: aBooking({ id: 41, status }) };
    },
  };
}

/**
 * Bookings 41, 43 and 45, pending until accepted or declined, listed as the server does: all of
 * them, or those in the `status` asked for.
 */
function pendingRoutes(): FakeRoutes {
  const status = new Map<number, 'pending' | 'confirmed' | 'cancelled'>([
    [41, 'pending'],
    [43, 'pending'],
    [45, 'pending'],
  ]);
  const names: Record<number, string> = { 41: 'Casey Morgan', 43: 'Ben Ode', 45: 'Ana Ruiz' };
  const routes: FakeRoutes = {
    'GET /api/chef-bookings': ({ url }) => {
      const only = new URL(url, 'http://x').searchParams.get('status');
      const items = [...status]
        .filter(([, s]) => !only || s === only)
        .map(([id, s]) => aBooking({ id, status: s, clientName: names[id] }));
      return { body: { items, nextCursor: null } };
    },
    'GET /api/chef-earnings': { body: { month: '2026-11', thisMonthTotal: 0, confirmedCount: 0, totalEarnings: 0 } },
  };
  for (const id of status.keys()) {
    routes[`PATCH /api/bookings/${id}/status`] = ({ body }) => {
      status.set(id, (body as { status: 'confirmed' | 'cancelled' }).status);
      return { body: aBooking({ id, status: status.get(id) }) };
    };
  }
  return routes;
}

/** Presses a button as Enter on it does: focused, then clicked. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

/** The address the portal keeps, shown for the tests to read. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderPortal(routes: FakeRoutes, route = '/chef-portal') {
  const fake = installFakeFetch({
    'GET /api/auth/user': { body: aUser({ role: 'chef' }) },
    'GET /api/chef-profile': { body: anOwnChefProfile({ name: 'Marcus Reed' }) },
    'GET /api/chef-application-status': NOT_FOUND,
    ...routes,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/chef-portal" element={<ChefPortalPage />} />
        <Route path="/chef-signin" element={<p>chef sign-in page</p>} />
      </Routes>
      <Address />
      <Toaster />
    </>,
    { route },
  );
  return fake;
}

describe('ChefPortalPage tabs', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
  });

  it('shows Profile, Bookings and Earnings tabs, moving with the arrow keys', async () => {
    fake = renderPortal({ 'GET /api/chef-bookings': { body: { items: [], nextCursor: null } } });
    const profile = await screen.findByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Marcus Reed');
    fireEvent.keyDown(profile, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
  });

  it('lists bookings and accepts a pending one with the success toast', async () => {
    let status = 'pending';
    fake = renderPortal({
      'GET /api/chef-bookings': () => ({
        body: {
          items: [
            aBooking({ id: 41, status: status as 'pending', totalAmount: 340, specialRequests: 'No nuts, please.' }),
          ],
          nextCursor: null,
        },
      }),
      'GET /api/chef-earnings': { body: { month: '2026-11', thisMonthTotal: 0, confirmedCount: 0, totalEarnings: 0 } },
      'PATCH /api/bookings/41/status': () => {
        status = 'confirmed';
        return { body: aBooking({ id: 41, status: 'confirmed' }) };
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bookings' }));
    const card = (await screen.findByRole('heading', { name: /Booking #41/ })).closest('li') as HTMLElement;
    expect(within(card).getByText('$340.00')).toBeInTheDocument();
    // Where, and what was asked for: the chef decides and cooks with them.
    expect(within(card).getByText('Address').nextSibling).toHaveTextContent(aBooking().clientAddress);
    expect(within(card).getByText('Special requests').nextSibling).toHaveTextContent('No nuts, please.');
    fireEvent.click(within(card).getByRole('button', { name: 'Accept booking #41 for Casey Morgan' }));
    expect(await screen.findByText('Booking status updated!')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
  });

  it('accepts once on a double click, that booking waiting until it settles while the others stay live', async () => {
    fake = renderPortal(decidingRoutes(), '/chef-portal?tab=bookings');
    const accept = await screen.findByRole('button', { name: 'Accept booking #41 for Casey Morgan' });
    accept.focus();
    doubleClick(accept);
    const waiting = screen.getByRole('button', { name: 'Updating booking #41 for Casey Morgan' });
    // Busy, not disabled: the focus stays on it until the answer.
    expect(waiting).toBe(accept);
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(waiting).not.toBeDisabled();
    expect(waiting).toHaveFocus();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Decline booking #41 for Casey Morgan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept booking #43 for Ben Ode' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline booking #43 for Ben Ode' })).toBeEnabled();
    expect(await screen.findByText('Booking status updated!')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: /Booking #41/ }).closest('li')!;
    await waitFor(() => expect(within(card).queryByRole('button')).not.toBeInTheDocument());
    expect(screen.queryByText(CHEF_MESSAGES.statusNotAllowed)).not.toBeInTheDocument();
    expect(statusPatches(fake, 41)).toEqual([expect.objectContaining({ body: { status: 'confirmed' } })]);
  });

  it('declines once on a double click of Yes, decline, the dialog waiting until it settles', async () => {
    fake = renderPortal(decidingRoutes(), '/chef-portal?tab=bookings');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline booking #41 for Casey Morgan' }));
    const dialog = within(await screen.findByRole('dialog'));
    doubleClick(dialog.getByRole('button', { name: 'Yes, decline' }));
    expect(dialog.getByRole('button', { name: 'Declining...' })).toHaveAttribute('aria-disabled', 'true');
    expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeDisabled();
    expect(await screen.findByText('Booking status updated!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(CHEF_MESSAGES.statusNotAllowed)).not.toBeInTheDocument();
    expect(statusPatches(fake, 41)).toEqual([expect.objectContaining({ body: { status: 'cancelled' } })]);
  });

  it('after Accept among pending bookings, hands the focus to the next one’s Accept, then the one before, then the empty list', async () => {
    fake = renderPortal(pendingRoutes(), '/chef-portal?tab=bookings&status=pending');
    press(await screen.findByRole('button', { name: 'Accept booking #43 for Ben Ode' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Booking #43 / })).not.toBeInTheDocument());
    // The booking now in its place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept booking #45 for Ana Ruiz' })).toHaveFocus());

    press(screen.getByRole('button', { name: 'Accept booking #45 for Ana Ruiz' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Booking #45 / })).not.toBeInTheDocument());
    // It was the last: the one before it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Accept booking #41 for Casey Morgan' })).toHaveFocus(),
    );

    press(screen.getByRole('button', { name: 'Accept booking #41 for Casey Morgan' }));
    const empty = await screen.findByRole('heading', { name: 'No pending bookings' });
    await waitFor(() => expect(empty).toHaveFocus());
  });

  it('after Accept among all bookings, hands the focus to the booking’s title, its new status read with it', async () => {
    fake = renderPortal(pendingRoutes(), '/chef-portal?tab=bookings');
    press(await screen.findByRole('button', { name: 'Accept booking #43 for Ben Ode' }));
    const title = screen.getByRole('heading', { name: 'Booking #43 · Ben Ode' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(/^Confirmed/);
    expect(within(title.closest('li')!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('after Yes, decline among all bookings, hands the focus to the booking’s title, not back to the gone Decline', async () => {
    fake = renderPortal(pendingRoutes(), '/chef-portal?tab=bookings');
    press(await screen.findByRole('button', { name: 'Decline booking #43 for Ben Ode' }));
    press(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const title = screen.getByRole('heading', { name: 'Booking #43 · Ben Ode' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(/^Cancelled/);
    // Radix gives the focus back a moment after the dialog has gone: it stays on the title.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(title).toHaveFocus();
  });

  it('after Yes, decline among pending bookings, hands the focus to the next one’s Accept', async () => {
    fake = renderPortal(pendingRoutes(), '/chef-portal?tab=bookings&status=pending');
    press(await screen.findByRole('button', { name: 'Decline booking #41 for Casey Morgan' }));
    press(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Booking #41 / })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept booking #43 for Ben Ode' })).toHaveFocus());
  });

  it('hands the focus on after Yes, decline even when the list is drawn before the rest of the answer', async () => {
    // The profile is read again too after a decision; slower than the list here, the bookings
    // without #43 (and its dialog) are drawn while the change is still being settled.
    let profiles = 0;
    fake = renderPortal(
      {
        ...pendingRoutes(),
        'GET /api/chef-profile': () =>
          ++profiles === 1 ? { body: anOwnChefProfile({ name: 'Marcus Reed' }) } : 'pending',
      },
      '/chef-portal?tab=bookings&status=pending',
    );
    press(await screen.findByRole('button', { name: 'Decline booking #43 for Ben Ode' }));
    press(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Booking #43 / })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept booking #45 for Ana Ruiz' })).toHaveFocus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'Accept booking #45 for Ana Ruiz' })).toHaveFocus();
  });

  it('keeps the focus on Load more while the page comes, then gives it to the first new booking', async () => {
    fake = renderPortal(
      {
        'GET /api/chef-bookings': ({ url }) =>
          url.includes('cursor=c1')
            ? { body: { items: [aBooking({ id: 30, clientName: 'Dee Park' })], nextCursor: null } }
            : { body: { items: [aBooking({ id: 31, status: 'confirmed' })], nextCursor: 'c1' } },
      },
      '/chef-portal?tab=bookings',
    );
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    press(loadMore);
    const title = await screen.findByRole('heading', { name: 'Booking #30 · Dee Park' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps Load more focused and busy, not disabled, while the page comes', async () => {
    fake = renderPortal(
      {
        'GET /api/chef-bookings': ({ url }) =>
          url.includes('cursor=c1')
            ? 'pending'
            : { body: { items: [aBooking({ id: 31, status: 'confirmed' })], nextCursor: 'c1' } },
      },
      '/chef-portal?tab=bookings',
    );
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    press(loadMore);
    await waitFor(() => expect(loadMore).toHaveTextContent('Loading...'));
    expect(loadMore).toHaveAttribute('aria-disabled', 'true');
    expect(loadMore).not.toBeDisabled();
    expect(loadMore).toHaveFocus();
  });

  it('asks before declining a paid booking, saying it will be refunded in full, and toasts a failure', async () => {
    fake = renderPortal({
      'GET /api/chef-bookings': {
        body: {
          items: [aBooking({ id: 42, status: 'pending', paymentStatus: 'paid', totalAmount: 180 })],
          nextCursor: null,
        },
      },
      'PATCH /api/bookings/42/status': SERVER_ERROR,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bookings' }));
    // No special requests: no empty line for them.
    expect(await screen.findByText('Address')).toBeInTheDocument();
    expect(screen.queryByText('Special requests')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline booking #42 for Casey Morgan' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('refunded $180.00 in full');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('Failed to update booking status.')).toBeInTheDocument();
    // Nothing was decided: the dialog stays to try again.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names Accept and Decline after their booking and client, keeping the visible words', async () => {
    fake = renderPortal({
      'GET /api/chef-bookings': {
        body: {
          items: [aBooking({ id: 12, clientName: 'Jane Doe' }), aBooking({ id: 13, clientName: 'Ben Ode' })],
          nextCursor: null,
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bookings' }));
    for (const [id, name] of [
      [12, 'Jane Doe'],
      [13, 'Ben Ode'],
    ]) {
      const card = (await screen.findByRole('heading', { name: `Booking #${id} · ${name}` })).closest('li')!;
      expect(within(card).getByRole('button', { name: `Accept booking #${id} for ${name}` })).toHaveTextContent(
        'Accept',
      );
      expect(within(card).getByRole('button', { name: `Decline booking #${id} for ${name}` })).toHaveTextContent(
        'Decline',
      );
    }
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('offers only Decline on a request whose date has passed, and says why', async () => {
    fake = renderPortal({
      'GET /api/chef-bookings': {
        body: { items: [aBooking({ id: 15, eventDate: addDays(marketToday(), -1) })], nextCursor: null },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bookings' }));
    const card = (await screen.findByRole('heading', { name: /^Booking #15 · / })).closest('li')!;
    expect(within(card).getByText(CHEF_MESSAGES.datePassed)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Decline booking #15/ })).toBeEnabled();
  });

  it.each([
    ['accepting', 'Accept'],
    ['declining', 'Decline'],
  ])(
    'shows the server’s message when %s a booking the customer cancelled meanwhile (409), and reads the list again',
    async (_what, action) => {
      let status: 'pending' | 'cancelled' = 'pending';
      fake = renderPortal({
        'GET /api/chef-bookings': () => ({ body: { items: [aBooking({ id: 44, status })], nextCursor: null } }),
        'GET /api/chef-earnings': {
          body: { month: '2026-11', thisMonthTotal: 0, confirmedCount: 0, totalEarnings: 0 },
        },
        'PATCH /api/bookings/44/status': () => {
          status = 'cancelled';
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: CHEF_MESSAGES.statusNotAllowed },
          };
        },
      });
      fireEvent.click(await screen.findByRole('tab', { name: 'Bookings' }));
      fireEvent.click(await screen.findByRole('button', { name: `${action} booking #44 for Casey Morgan` }));
      if (action === 'Decline') fireEvent.click(await screen.findByRole('button', { name: 'Yes, decline' }));
      expect(await screen.findByText('Only a pending booking can be accepted or declined.')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(screen.queryByText('Failed to update booking status.')).not.toBeInTheDocument();
      // The list is read again: the booking is cancelled, with nothing left to accept or decline.
      const card = screen.getByRole('heading', { name: /Booking #44/ }).closest('li')!;
      await waitFor(() => expect(within(card).queryByRole('button')).not.toBeInTheDocument());
      expect(within(card).getByText('Cancelled')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('filters the bookings by status on the server, keeps the filter in the address, and says when none match', async () => {
    fake = renderPortal(
      {
        'GET /api/chef-bookings': ({ url }) => {
          const status = new URL(url, 'http://x').searchParams.get('status');
          if (status === 'cancelled') return { body: { items: [], nextCursor: null } };
          const items = status
            ? [aBooking({ id: 61, status: 'pending', clientName: 'Ana Ruiz' })]
            : [
                aBooking({ id: 61, status: 'pending', clientName: 'Ana Ruiz' }),
                aBooking({ id: 62, status: 'confirmed' }),
              ];
          return { body: { items, nextCursor: null } };
        },
      },
      '/chef-portal?tab=bookings',
    );
    await screen.findByRole('heading', { name: /^Booking #62 · / });
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show).toHaveValue('all');
    fireEvent.change(show, { target: { value: 'pending' } });
    expect(await screen.findByText('/chef-portal?tab=bookings&status=pending')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Booking #62 · / })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Booking #61 · Ana Ruiz' })).toBeInTheDocument();
    expect(fake.calls.map((c) => c.url)).toContain('/api/chef-bookings?limit=20&status=pending');

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'cancelled' } });
    expect(await screen.findByRole('heading', { name: 'No cancelled bookings' })).toBeInTheDocument();
    expect(screen.getByText('Choose All bookings to see every booking.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'all' } });
    expect(await screen.findByText('/chef-portal?tab=bookings')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Booking #62 · / })).toBeInTheDocument();
  });

  it('shows the three earnings figures', async () => {
    fake = renderPortal({
      'GET /api/chef-earnings': {
        body: { month: '2026-11', thisMonthTotal: 195.5, confirmedCount: 4, totalEarnings: 345.5 },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Earnings' }));
    expect(await screen.findByText('$195.50')).toBeInTheDocument();
    // Headed like the other tabs (for screen readers), in the page's outline under "Chef Portal".
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name: 'Earnings' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('$345.50')).toBeInTheDocument();
  });

  // Try again gives way to what it loads: the keyboard's focus waited nowhere (it fell to <body>).
  it.each([
    [
      'Bookings',
      'GET /api/chef-bookings',
      "We couldn't load your bookings",
      { items: [aBooking({ id: 7 })], nextCursor: null },
    ],
    [
      'Earnings',
      'GET /api/chef-earnings',
      "We couldn't load your earnings",
      { month: '2026-11', thisMonthTotal: 195.5, confirmedCount: 4, totalEarnings: 345.5 },
    ],
  ])('keeps the focus in the %s tab when Try again loads it', async (tab, route, failure, body) => {
    let fail = true;
    fake = renderPortal({ [route]: () => (fail ? SERVER_ERROR : { body }) });
    fireEvent.click(await screen.findByRole('tab', { name: tab }));
    expect(await screen.findByText(failure)).toBeInTheDocument();
    fail = false;
    press(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(failure)).not.toBeInTheDocument());
    expect(screen.getByRole('tabpanel', { name: tab })).toHaveFocus();
  });

  // A tab's read answered 401 while the user is still held: not /chef-signin, which sends the chef
  // straight back (docs/product.md §8: the portal says "Unauthorized" and signs in again after 500 ms).
  it.each([
    ['Bookings', 'GET /api/chef-bookings'],
    ['Earnings', 'GET /api/chef-earnings'],
  ])('says the session ended and signs in again when the %s tab’s read answers 401', async (tab, route) => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderPortal({ [route]: UNAUTHORIZED });
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
      expect(go).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        `/chef-portal?tab=${tab.toLowerCase()}`,
      );
    } finally {
      go.mockRestore();
    }
  });

  it('keeps the selected tab in the address, and opens the tab the address names', async () => {
    fake = renderPortal(
      {
        'GET /api/chef-bookings': { body: { items: [], nextCursor: null } },
        'GET /api/chef-earnings': {
          body: { month: '2026-11', thisMonthTotal: 0, confirmedCount: 0, totalEarnings: 0 },
        },
      },
      '/chef-portal?tab=earnings',
    );
    expect(await screen.findByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Bookings' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/chef-portal?tab=bookings');
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/chef-portal$/);
  });

  it('opens a push’s booking (?booking=) on the Bookings tab: marked, focused, found on a later page', async () => {
    const first = { items: [aBooking({ id: 50, clientName: 'Ana Ruiz' })], nextCursor: 'c1' };
    const second = { items: [aBooking({ id: 41, status: 'pending', clientName: 'Ben Ode' })], nextCursor: 'c2' };
    fake = renderPortal(
      {
        'GET /api/chef-bookings': ({ url }) => ({ body: url.includes('cursor=c1') ? second : first }),
      },
      '/chef-portal?booking=41',
    );
    expect(await screen.findByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    const card = (await screen.findByRole('heading', { name: /Booking #41/ })).closest('li') as HTMLElement;
    expect(card).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(card).toHaveFocus());
    expect(within(card).getByRole('button', { name: 'Accept booking #41 for Ben Ode' })).toBeEnabled();
    // Found on the second page, so no third is read.
    expect(fake.calls.filter((c) => c.url.startsWith('/api/chef-bookings'))).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /Booking #50/ }).closest('li')).not.toHaveAttribute('aria-current');
  });

  it('says so when the booking a push named is not among the chef’s latest bookings', async () => {
    let pages = 0;
    fake = renderPortal(
      {
        'GET /api/chef-bookings': () => {
          pages++;
          return { body: { items: [aBooking({ id: 100 + pages })], nextCursor: `c${pages}` } };
        },
      },
      '/chef-portal?booking=9',
    );
    expect(await screen.findByText('Booking #9 is not among your latest bookings.')).toBeInTheDocument();
    // The first page and five more, then it stops reading.
    expect(pages).toBe(6);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
});
