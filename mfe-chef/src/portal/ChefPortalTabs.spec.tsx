import {
  aBooking,
  aChef,
  aUser,
  installFakeFetch,
  NOT_FOUND,
  renderWithProviders,
  SERVER_ERROR,
  type FakeAnswer,
} from '@chefs/api-client/testing';
import { dismissToast, Toaster } from '@chefs/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ChefPortalPage } from './ChefPortalPage';

function renderPortal(routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const fake = installFakeFetch({
    'GET /api/auth/user': { body: aUser({ role: 'chef' }) },
    'GET /api/chef-profile': { body: aChef({ name: 'Marcus Reed' }) },
    'GET /api/chef-application-status': NOT_FOUND,
    ...routes,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/chef-portal" element={<ChefPortalPage />} />
        <Route path="/chef-signin" element={<p>chef sign-in page</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/chef-portal' },
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
        body: { items: [aBooking({ id: 41, status: status as 'pending', totalAmount: 340 })], nextCursor: null },
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
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Booking status updated!')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
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
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('refunded $180.00 in full');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('Failed to update booking status.')).toBeInTheDocument();
  });

  it('shows the three earnings figures', async () => {
    fake = renderPortal({
      'GET /api/chef-earnings': {
        body: { month: '2026-11', thisMonthTotal: 195.5, confirmedCount: 4, totalEarnings: 345.5 },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Earnings' }));
    expect(await screen.findByText('$195.50')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('$345.50')).toBeInTheDocument();
  });
});
