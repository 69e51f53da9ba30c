import { screen } from '@testing-library/react';
import { aBookingDetail, installFakeFetch, NOT_FOUND, renderWithProviders, UNAUTHORIZED } from '../testing';
import { useBooking } from './useBooking';

function Probe({ id }: { id: string }) {
  const booking = useBooking(id);
  if (booking.isPending) return <p>loading</p>;
  if (booking.isError) return <p>failed: {booking.error.message}</p>;
  return <p>{booking.data ? `booking ${booking.data.id} with ${booking.data.chefName}` : 'not found'}</p>;
}

describe('useBooking', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('reads one booking by id', async () => {
    fake = installFakeFetch({ 'GET /api/bookings/12': { body: aBookingDetail({ id: 12 }) } });
    renderWithProviders(<Probe id="12" />);
    expect(await screen.findByText('booking 12 with Marcus Reed')).toBeInTheDocument();
    expect(fake.calls.map((c) => [c.method, c.url, c.credentials])).toEqual([['GET', '/api/bookings/12', 'include']]);
  });

  it('gives null for a booking that does not exist (404)', async () => {
    fake = installFakeFetch({ 'GET /api/bookings/99': NOT_FOUND });
    renderWithProviders(<Probe id="99" />);
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });

  it.each(['abc', '0', '-3', '1.5', ''])('gives null for the id "%s" without asking the server', async (id) => {
    fake = installFakeFetch({});
    renderWithProviders(<Probe id={id} />);
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('fails when signed out', async () => {
    fake = installFakeFetch({ 'GET /api/bookings/12': UNAUTHORIZED });
    renderWithProviders(<Probe id="12" />);
    expect(await screen.findByText(/^failed: 401: /)).toBeInTheDocument();
  });
});
