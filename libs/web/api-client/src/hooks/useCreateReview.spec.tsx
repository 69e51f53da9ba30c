import { fireEvent, screen } from '@testing-library/react';
import { aBookingDetail, installFakeFetch, renderWithProviders } from '../testing';
import { useBooking } from './useBooking';
import { useCreateReview } from './useCreateReview';

function Probe() {
  const booking = useBooking(7);
  const review = useCreateReview();
  const shown = booking.data?.review;
  return (
    <>
      <p>{shown ? `${shown.rating} stars: ${shown.comment}` : booking.data?.canReview ? 'can review' : '…'}</p>
      <button onClick={() => review.mutate({ bookingId: 7, rating: 4, comment: 'Lovely evening' })}>send</button>
    </>
  );
}

describe('useCreateReview', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('posts the review, shows it on the booking at once, then reads the booking again', async () => {
    let reviewed = false;
    fake = installFakeFetch({
      'GET /api/bookings/7': () => ({
        body: aBookingDetail({
          id: 7,
          status: 'completed',
          canReview: !reviewed,
          review: reviewed ? { rating: 4, comment: 'Lovely evening', createdAt: '2025-03-15T10:00:00.000Z' } : null,
        }),
      }),
      'POST /api/reviews': () => {
        reviewed = true;
        return { status: 201, body: { id: 1, rating: 4, comment: 'Lovely evening' } };
      },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('can review')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('4 stars: Lovely evening')).toBeInTheDocument();
    expect(fake.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/bookings/7', undefined],
      ['POST', '/api/reviews', { bookingId: 7, rating: 4, comment: 'Lovely evening' }],
      ['GET', '/api/bookings/7', undefined],
    ]);
  });
});
