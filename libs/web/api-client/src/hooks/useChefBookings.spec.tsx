import { fireEvent, screen } from '@testing-library/react';
import { aBooking, installFakeFetch, renderWithProviders } from '../testing';
import { chefBookingsPageUrl, useChefBookings, useChefBookingStatus, useChefEarnings } from './useChefBookings';

function Probe() {
  const bookings = useChefBookings();
  const earnings = useChefEarnings();
  const setStatus = useChefBookingStatus();
  if (bookings.isPending || earnings.isPending) return <p>loading</p>;
  if (bookings.isError || earnings.isError) return <p>failed</p>;
  return (
    <>
      <p>{bookings.data.map((b) => `${b.id}:${b.status}`).join(', ')}</p>
      <p>{`confirmed ${earnings.data.confirmedCount}`}</p>
      {bookings.hasNextPage ? <button onClick={() => void bookings.fetchNextPage()}>more</button> : <p>the end</p>}
      <button onClick={() => setStatus.mutate({ id: 9, status: 'confirmed' })}>accept</button>
    </>
  );
}

describe('chefBookingsPageUrl', () => {
  it('asks for a bounded page, and the next one by its cursor', () => {
    expect(chefBookingsPageUrl(null)).toBe('/api/chef-bookings?limit=20');
    expect(chefBookingsPageUrl('abc==', 5)).toBe('/api/chef-bookings?limit=5&cursor=abc%3D%3D');
  });
});

describe('useChefBookings, useChefEarnings, useChefBookingStatus', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('pages the bookings, and an accept refreshes the bookings and the earnings', async () => {
    let accepted = false;
    fake = installFakeFetch({
      'GET /api/chef-bookings?limit=20': () => ({
        body: {
          items: [aBooking({ id: 9, status: accepted ? 'confirmed' : 'pending' }), aBooking({ id: 8 })],
          nextCursor: 'c2',
        },
      }),
      'GET /api/chef-bookings?limit=20&cursor=c2': { body: { items: [aBooking({ id: 7 })], nextCursor: null } },
      'GET /api/chef-earnings': () => ({
        body: { month: '2026-11', thisMonthTotal: 0, confirmedCount: accepted ? 1 : 0, totalEarnings: 0 },
      }),
      'PATCH /api/bookings/9/status': () => {
        accepted = true;
        return { body: aBooking({ id: 9, status: 'confirmed' }) };
      },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText(/^9:pending, 8:/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText(/, 7:/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'accept' }));
    expect(await screen.findByText('confirmed 1')).toBeInTheDocument();
    expect(await screen.findByText(/^9:confirmed/)).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
  });
});
