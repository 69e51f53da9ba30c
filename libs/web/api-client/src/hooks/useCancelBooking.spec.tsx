import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../api-error';
import { aBooking, aBookingDetail, installFakeFetch, renderWithProviders } from '../testing';
import { useBooking } from './useBooking';
import { useBookings } from './useBookings';
import { useCancelBooking } from './useCancelBooking';

function Probe() {
  const booking = useBooking(7);
  const list = useBookings();
  const cancel = useCancelBooking();
  const error = cancel.error instanceof ApiError ? `${cancel.error.status} ${cancel.error.userMessage}` : '';
  return (
    <>
      <p>detail: {booking.data ? `${booking.data.status}/${booking.data.paymentStatus}` : '…'}</p>
      <p>list: {list.data?.map((b) => b.status).join(', ') ?? '…'}</p>
      <button onClick={() => cancel.mutate(7)}>cancel</button>
      <p>{error}</p>
    </>
  );
}

describe('useCancelBooking', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('puts the cancelled booking in the cache and refreshes the list, without reading the booking again', async () => {
    let listed = aBooking({ id: 7, status: 'confirmed', paymentStatus: 'paid' });
    fake = installFakeFetch({
      'GET /api/bookings/7': { body: aBookingDetail({ id: 7, status: 'confirmed', paymentStatus: 'paid' }) },
      'GET /api/bookings': () => ({ body: { items: [listed], nextCursor: null } }),
      'POST /api/bookings/7/cancel': () => {
        listed = { ...listed, status: 'cancelled', paymentStatus: 'refunded' };
        return { body: aBookingDetail({ id: 7, status: 'cancelled', paymentStatus: 'refunded' }) };
      },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('detail: confirmed/paid')).toBeInTheDocument();
    expect(await screen.findByText('list: confirmed')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(await screen.findByText('detail: cancelled/refunded')).toBeInTheDocument();
    expect(await screen.findByText('list: cancelled')).toBeInTheDocument();
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/bookings/7',
      'GET /api/bookings?limit=20',
      'POST /api/bookings/7/cancel',
      'GET /api/bookings?limit=20',
    ]);
  });

  it("fails with the server's reason when it is too late", async () => {
    fake = installFakeFetch({
      'GET /api/bookings/7': { body: aBookingDetail({ id: 7 }) },
      'GET /api/bookings': { body: { items: [], nextCursor: null } },
      'POST /api/bookings/7/cancel': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Bookings can be cancelled up to 48 hours before the event.',
        },
      },
    });
    renderWithProviders(<Probe />);
    fireEvent.click(await screen.findByRole('button', { name: 'cancel' }));
    expect(
      await screen.findByText('409 Bookings can be cancelled up to 48 hours before the event.'),
    ).toBeInTheDocument();
  });
});
