import { fireEvent, screen } from '@testing-library/react';
import { aBooking, installFakeFetch, renderWithProviders } from '../testing';
import { useBookings } from './useBookings';

function Probe() {
  const bookings = useBookings();
  if (bookings.isPending) return <p>loading</p>;
  if (bookings.isError) return <p>failed</p>;
  return (
    <>
      <p>{bookings.data.map((b) => b.id).join(', ')}</p>
      {bookings.hasNextPage ? <button onClick={() => void bookings.fetchNextPage()}>more</button> : <p>the end</p>}
    </>
  );
}

describe('useBookings', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('reads the bookings a page at a time until there is no next cursor', async () => {
    fake = installFakeFetch({
      'GET /api/bookings?limit=20': { body: { items: [aBooking({ id: 9 }), aBooking({ id: 8 })], nextCursor: 'c2' } },
      'GET /api/bookings?limit=20&cursor=c2': { body: { items: [aBooking({ id: 7 })], nextCursor: null } },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('9, 8')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('9, 8, 7')).toBeInTheDocument();
    expect(screen.getByText('the end')).toBeInTheDocument();
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/bookings?limit=20', '/api/bookings?limit=20&cursor=c2']);
  });
});
