import { type BookingDetailDto } from '@chefs/contracts';
import { screen } from '@testing-library/react';
import { aBooking, installFakeFetch, NOT_FOUND, renderWithProviders, UNAUTHORIZED } from '../testing';
import { useBooking } from './useBooking';

const detail = {
  ...aBooking({ id: 12, chefName: 'Marcus Reed' }),
  chefName: 'Marcus Reed',
  chefSpecialty: 'Southern Cuisine',
  chefProfileImage: null,
  chefLocation: 'Decatur, GA',
  history: [],
  cancellation: { allowed: true, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
  review: null,
  canReview: false,
} satisfies BookingDetailDto;

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
    fake = installFakeFetch({ 'GET /api/bookings/12': { body: detail } });
    renderWithProviders(<Probe id="12" />);
    expect(await screen.findByText('booking 12 with Marcus Reed')).toBeTruthy();
    expect(fake.calls.map((c) => [c.method, c.url, c.credentials])).toEqual([['GET', '/api/bookings/12', 'include']]);
  });

  it('gives null for a booking that does not exist (404)', async () => {
    fake = installFakeFetch({ 'GET /api/bookings/99': NOT_FOUND });
    renderWithProviders(<Probe id="99" />);
    expect(await screen.findByText('not found')).toBeTruthy();
  });

  it('gives null for an id that is not a number, without asking the server', async () => {
    fake = installFakeFetch({});
    renderWithProviders(<Probe id="abc" />);
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(fake.calls).toEqual([]);
  });

  it('fails when signed out', async () => {
    fake = installFakeFetch({ 'GET /api/bookings/12': UNAUTHORIZED });
    renderWithProviders(<Probe id="12" />);
    expect(await screen.findByText(/^failed: 401: /)).toBeTruthy();
  });
});
