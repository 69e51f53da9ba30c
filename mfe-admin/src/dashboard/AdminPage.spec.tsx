import { browserNavigation } from '@chefs/api-client';
import { type AdminOverviewDto } from '@chefs/contracts';
import {
  aUser,
  installFakeFetch,
  renderWithProviders,
  SERVER_ERROR,
  UNAUTHORIZED,
  type FakeAnswer,
  type FakeRoutes,
} from '@chefs/api-client/testing';
import { dismissToast, focusRing, getToasts, Toaster } from '@chefs/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AdminPage } from './AdminPage';

const overview: AdminOverviewDto = {
  totalRevenue: '12840.5',
  paidBookings: 23,
  activeChefs: 12,
  pendingChefs: 2,
  pendingBookings: 4,
  totalBookings: 31,
  publishedRecipes: 18,
  draftRecipes: 1,
  recentBookings: ['Casey Morgan', 'Jordan Lee', 'Priya Patel', 'Sam Carter', 'Dana Brooks', 'Sixth Client'].map(
    (clientName, i) => ({
      id: i + 1,
      clientName,
      eventDate: `2025-03-0${i + 1}`,
      status: 'pending' as const,
    }),
  ),
  pendingApplications: [
    { id: 1, fullName: 'Jamal Wright', specialty: 'southern', applicationDate: '2025-02-11T10:00:00.000Z' },
  ],
};

function renderAdmin(
  user: FakeAnswer,
  answer: FakeAnswer | (() => FakeAnswer) = { body: overview },
  more: FakeRoutes = {},
  { withToaster = true } = {},
) {
  const fake = installFakeFetch({
    ...more,
    'GET /api/auth/user': user,
    'GET /api/admin/overview': answer,
    'GET /api/admin/bookings': 'pending',
    'GET /api/admin/chefs': 'pending',
    'GET /api/admin/recipes': 'pending',
    'GET /api/admin/users': { body: { items: [], page: 1, pageSize: 20, total: 0 } },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
      {withToaster ? <Toaster /> : null}
    </>,
    { route: '/admin' },
  );
  return fake;
}

const admin = { body: aUser({ role: 'admin', firstName: 'admin' }) };
const figure = (label: string) => screen.getByText(label).parentElement!.textContent;

describe('AdminPage', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
  });

  it.each([
    ['a customer', { body: aUser({ role: 'customer', firstName: 'admin' }) }],
    ['a visitor', UNAUTHORIZED],
  ])('turns away %s: toast, nothing rendered, then home after 1000 ms', async (_who, user) => {
    fake = renderAdmin(user);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Admin access required. Redirecting to home...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument(), { timeout: 1500 });
    expect(fake.calls.map((c) => c.url)).not.toContain('/api/admin/overview');
  });

  it('counts the 1000 ms from when the denial toast shows, not while the Toaster still loads', async () => {
    // The shell's Toaster loads with the first toast (shell/src/app/LazyToaster.tsx).
    fake = renderAdmin({ body: aUser({ role: 'customer' }) }, { body: overview }, {}, { withToaster: false });
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Access Denied'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(screen.queryByText('home page')).not.toBeInTheDocument();

    render(<Toaster />);
    expect(await screen.findByText('Admin access required. Redirecting to home...')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument(), { timeout: 1000 });
  });

  it('shows a skeleton while the overview loads', async () => {
    fake = renderAdmin(admin, 'pending');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('Loading the overview');
  });

  it('shows the four overview cards, 5 recent bookings and the pending applications', async () => {
    fake = renderAdmin(admin);
    await screen.findByText('Total Revenue');
    expect(figure('Total Revenue')).toBe('Total Revenue$12,840.5023 paid bookings');
    expect(figure('Active Chefs')).toBe('Active Chefs122 pending approval');
    expect(figure('Pending Bookings')).toBe('Pending Bookings431 bookings in total');
    expect(figure('Published Recipes')).toBe('Published Recipes181 draft');

    const recent = screen.getByRole('region', { name: 'Recent Bookings' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recent).queryByText('Sixth Client')).not.toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Pending Applications' });
    // Cut short on a narrow screen, whole on hover.
    expect(within(applications).getByText('Jamal Wright')).toHaveAttribute('title', 'Jamal Wright');
    expect(within(applications).getByText('Southern')).toHaveAttribute('title', 'Southern');
    expect(within(applications).getByText('Applied Feb 11, 2025')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    fake = renderAdmin(admin, {
      body: { ...overview, totalRevenue: '0', paidBookings: 0, recentBookings: [], pendingApplications: [] },
    });
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    expect(screen.getByText('No applications waiting for review.')).toBeInTheDocument();
    expect(figure('Total Revenue')).toBe('Total Revenue$0.000 paid bookings');
  });

  it('says when the overview cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    fake = renderAdmin(admin, () => answer);
    expect(await screen.findByText("We couldn't load the overview")).toBeInTheDocument();
    answer = { body: overview };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Revenue')).toBeInTheDocument();
  });

  it('signs in again when the session ended while approving a pending application (401)', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderAdmin(admin, { body: overview }, { 'PATCH /api/admin/applications/1': UNAUTHORIZED });
      const applications = await screen.findByRole('region', { name: 'Pending Applications' });
      fireEvent.click(within(applications).getByRole('button', { name: 'Approve Jamal Wright' }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(screen.queryByText('Failed to approve chef')).not.toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
    } finally {
      go.mockRestore();
    }
  });

  it('shows the server’s message when approving a pending application is refused (409)', async () => {
    fake = renderAdmin(
      admin,
      { body: overview },
      {
        'PATCH /api/admin/applications/1': {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'The applicant already has a chef profile.' },
        },
      },
    );
    const applications = await screen.findByRole('region', { name: 'Pending Applications' });
    fireEvent.click(within(applications).getByRole('button', { name: 'Approve Jamal Wright' }));
    expect(await screen.findByText('The applicant already has a chef profile.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Failed to approve chef')).not.toBeInTheDocument();
  });

  it('approves a pending application once on a double click, the card’s buttons waiting until it settles', async () => {
    let approved = false;
    fake = renderAdmin(
      admin,
      () => ({
        body: {
          ...overview,
          pendingApplications: [
            ...(approved ? [] : overview.pendingApplications),
            { id: 2, fullName: 'Rosa Diaz', specialty: 'mexican', applicationDate: '2025-02-12T10:00:00.000Z' },
          ],
        },
      }),
      {
        'PATCH /api/admin/applications/1': () => {
          if (approved)
            return { status: 409, body: { statusCode: 409, message: 'This application is already approved.' } };
          approved = true;
          return { body: {} };
        },
      },
    );
    const applications = await screen.findByRole('region', { name: 'Pending Applications' });
    const approve = within(applications).getByRole('button', { name: 'Approve Jamal Wright' });
    act(() => {
      approve.focus();
      fireEvent.click(approve);
      fireEvent.click(approve); // before React draws the first click
    });
    const waiting = within(applications).getByRole('button', { name: 'Approving Jamal Wright' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true'); // busy, not disabled: it keeps the focus
    expect(waiting).toHaveFocus();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    // The row below moves up once Jamal's leaves: it waits too, so a second press cannot land on it.
    expect(within(applications).getByRole('button', { name: 'Approve Rosa Diaz' })).toBeDisabled();
    expect(await screen.findByText('Chef approved successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(applications).queryByText('Jamal Wright')).not.toBeInTheDocument());
    expect(within(applications).getByRole('button', { name: 'Approve Rosa Diaz' })).toBeEnabled();
    // Jamal's button left with his row: the card's title has the focus, not <body>.
    expect(within(applications).getByRole('heading', { name: 'Pending Applications' })).toHaveFocus();
    expect(screen.queryByText('This application is already approved.')).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('has the seven tabs, each with its panel', async () => {
    fake = renderAdmin(admin);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Applications',
      'Chefs',
      'Bookings',
      'Recipes',
      'Users',
      'Requests',
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Chefs' }));

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Chefs' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the focus ring on the tab panel, which Tab stops at', async () => {
    fake = renderAdmin(admin);
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(panel).toHaveAttribute('tabindex', '0');
    // jsdom draws no :focus-visible: the panel carries the design system's ring, and nothing hides it.
    expect(panel).toHaveClass(...focusRing.split(' '));
    expect(panel).not.toHaveClass('outline-none');
  });
});
