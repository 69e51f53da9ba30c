import { type BookingDetailDto } from '@chefs/contracts';
import { aBookingDetail, aUser, NOT_FOUND, type FakeAnswer } from '@chefs/api-client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, setUpPageSpecs } from '../testing/render-page';
import { BookingDetailPage } from './BookingDetailPage';

function renderDetail(
  booking: FakeAnswer | (() => FakeAnswer),
  more: Record<string, FakeAnswer | (() => FakeAnswer)> = {},
) {
  return renderPage(<BookingDetailPage />, {
    path: '/bookings/:id',
    at: '/bookings/7',
    network: {
      'GET /api/auth/user': { body: aUser() },
      'GET /api/bookings/7': booking,
      'GET /api/bookings': { body: { items: [], nextCursor: null } },
      'GET /api/home': 'pending',
      ...more,
    },
  });
}

const detail = (overrides: Partial<BookingDetailDto> = {}) => ({ body: aBookingDetail({ id: 7, ...overrides }) });
const header = () => within(screen.getByRole('banner'));

describe('BookingDetailPage', () => {
  setUpPageSpecs();

  it('shows every detail, the history and Pay while unpaid', async () => {
    renderDetail(
      detail({
        clientPhone: '404-555-0123',
        specialRequests: 'Nut allergy',
        history: [
          {
            fromStatus: null,
            toStatus: 'pending',
            changedByRole: 'customer',
            changedAt: '2025-02-01T15:00:00Z',
            reason: null,
          },
          {
            fromStatus: 'pending',
            toStatus: 'confirmed',
            changedByRole: 'chef',
            changedAt: '2025-02-02T15:00:00Z',
            reason: null,
          },
        ],
        status: 'confirmed',
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Loading your booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Private Dining Experience' })).toBeInTheDocument();
    expect(screen.getByText('Booking #7 with Marcus Reed')).toBeInTheDocument();
    for (const text of [
      'Friday, March 14, 2025',
      'Evening (5:00 PM - 9:00 PM)',
      '4 guests',
      '1 Peachtree St, Atlanta, GA 30303',
      '404-555-0123',
      'casey@demo.test',
      'Nut allergy',
      'Southern Cuisine · Decatur, GA',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const rows = within(screen.getByRole('list', { name: 'Status History' })).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Booked as Pending');
    expect(rows[0].textContent).toContain('You · Feb 1, 2025, 10:00 AM EST');
    expect(rows[1].textContent).toMatch(/^Pending\s*→\s*to Confirmed/);
    expect(rows[1].textContent).toContain('Your chef');
    expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/checkout/7');
  });

  it('makes the way back to the reservations a tap target of 24 px at least', async () => {
    renderDetail(detail());
    const back = await screen.findByRole('link', { name: 'My Reservations' });
    expect(back).toHaveAttribute('href', '/bookings');
    expect(back).toHaveClass('min-h-6');
  });

  it('offers no Pay once paid', async () => {
    renderDetail(detail({ paymentStatus: 'paid', status: 'confirmed' }));
    await screen.findByRole('heading', { name: 'Private Dining Experience' });
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('cancels a paid booking after saying the exact refund, then shows it cancelled and refunded', async () => {
    const cancelled = aBookingDetail({
      id: 7,
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancellation: {
        allowed: false,
        deadline: '2025-03-12T22:00:00.000Z',
        refundAmount: 0,
        reason: 'This booking is cancelled.',
      },
    });
    const fake = renderDetail(
      detail({
        status: 'confirmed',
        paymentStatus: 'paid',
        cancellation: { allowed: true, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 340, reason: null },
      }),
      { 'POST /api/bookings/7/cancel': { body: cancelled } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('You will be refunded $340.00 in full.')).toBeInTheDocument();
    expect(dialog.getByText('Cancelling is open until Mar 12, 2025, 6:00 PM EDT.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your refund of $340.00 is on its way.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(header().getByText('Cancelled')).toBeInTheDocument();
    expect(header().getByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('This booking is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/bookings/7/cancel']);
  });

  it('puts the focus on the booking’s title once cancelled, its new status read with it, as Cancel booking is gone', async () => {
    const cancelled = aBookingDetail({
      id: 7,
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancellation: { allowed: false, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
    });
    renderDetail(
      detail({
        status: 'confirmed',
        paymentStatus: 'paid',
        cancellation: { allowed: true, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 340, reason: null },
      }),
      { 'POST /api/bookings/7/cancel': { body: cancelled } },
    );
    // By keyboard: Enter on each button (focused, then clicked, as the browser does).
    const cancel = await screen.findByRole('button', { name: 'Cancel booking' });
    cancel.focus();
    fireEvent.click(cancel);
    const yes = within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' });
    yes.focus();
    fireEvent.click(yes);
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const title = screen.getByRole('heading', { level: 1, name: 'Private Dining Experience' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(/Status\s*Cancelled\s*Payment\s*Refunded/);
  });

  it('tells of the refund the server made when the payment landed after the page was drawn (paid in another tab)', async () => {
    const cancelled = aBookingDetail({
      id: 7,
      status: 'cancelled',
      paymentStatus: 'refunded',
      totalAmount: 340,
      cancellation: { allowed: false, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
    });
    // Drawn unpaid: the server finds the payment when asked to cancel, and refunds it in full.
    renderDetail(detail(), { 'POST /api/bookings/7/cancel': { body: cancelled } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your refund of $340.00 is on its way.')).toBeInTheDocument();
    expect(screen.queryByText('Your booking has been cancelled.')).not.toBeInTheDocument();
  });

  it('says nothing is refunded for an unpaid booking, and Keep booking changes nothing', async () => {
    const fake = renderDetail(detail());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Nothing has been charged, so nothing will be refunded.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends one cancel for a double click: the button waits, busy, until the answer, then may be used again', async () => {
    // A failure the server may not repeat (a refusal, 409, reads the booking again instead).
    const fake = renderDetail(detail(), {
      'POST /api/bookings/7/cancel': {
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' },
      },
    });
    const cancels = () => fake.calls.filter((c) => c.method === 'POST' && c.url === '/api/bookings/7/cancel');
    const cancelBooking = await screen.findByRole('button', { name: 'Cancel booking' });
    cancelBooking.focus();
    fireEvent.click(cancelBooking);
    const yes = within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' });
    // Two clicks before React renders between them: only a synchronous guard stops the second.
    act(() => {
      yes.click();
      yes.click();
    });
    fireEvent.click(yes);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelling...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep booking' })).toBeDisabled();
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(cancels()).toHaveLength(1);

    // Settled: the dialog closed, the focus back on Cancel booking, and asking again sends again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel booking' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const again = within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' });
    expect(again).toBeEnabled();
    fireEvent.click(again);
    await waitFor(() => expect(cancels()).toHaveLength(2));
  });

  it('says why cancelling is refused by the server', async () => {
    renderDetail(detail(), {
      'POST /api/bookings/7/cancel': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Bookings can be cancelled up to 48 hours before the event.',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('Bookings can be cancelled up to 48 hours before the event.')).toBeInTheDocument();
  });

  it('reads the booking again when the server refuses, as another tab cancelled it meanwhile', async () => {
    let cancelledElsewhere = false;
    const fake = renderDetail(
      () =>
        cancelledElsewhere
          ? detail({
              status: 'cancelled',
              cancellation: { allowed: false, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
            })
          : detail(),
      {
        'POST /api/bookings/7/cancel': () => ({
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'This booking can no longer be cancelled.' },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    cancelledElsewhere = true;
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('This booking can no longer be cancelled.')).toBeInTheDocument();
    // The page shows the booking as it is now: cancelled, with nothing to cancel or pay.
    await waitFor(() => expect(header().getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(fake.calls.filter((c) => c.url === '/api/bookings/7' && c.method === 'GET').length).toBeGreaterThan(1);
  });

  it('shows why a booking cannot be cancelled instead of the button', async () => {
    renderDetail(
      detail({
        cancellation: {
          allowed: false,
          deadline: '2025-03-12T22:00:00.000Z',
          refundAmount: 0,
          reason: 'Bookings can be cancelled up to 48 hours before the event.',
        },
      }),
    );
    expect(await screen.findByText('Bookings can be cancelled up to 48 hours before the event.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('dates the review by Atlanta’s calendar, also for a browser in Tokyo', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // 10 PM in Atlanta on March 15 is already March 16 in Tokyo.
      renderDetail(
        detail({
          status: 'completed',
          review: { rating: 5, comment: 'Lovely', createdAt: '2025-03-16T02:00:00.000Z' },
        }),
      );
      expect(await screen.findByText('Mar 15, 2025')).toBeInTheDocument();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('takes a review of a completed booking, checked by the review rules, and then shows it', async () => {
    let reviewed = false;
    const fake = renderDetail(
      () =>
        detail({
          status: 'completed',
          paymentStatus: 'paid',
          canReview: !reviewed,
          review: reviewed ? { rating: 4, comment: 'Lovely evening', createdAt: '2025-03-15T12:00:00.000Z' } : null,
          cancellation: { allowed: false, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
        }),
      {
        'POST /api/reviews': () => {
          reviewed = true;
          return { status: 201, body: {} };
        },
      },
    );
    const submitReview = await screen.findByRole('button', { name: 'Submit Review' });
    submitReview.focus();
    fireEvent.click(submitReview);
    expect(screen.getByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Please write a few words about your experience')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
    // The focus goes to the first field to fix, the rating, which says what is wrong with it.
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please choose a rating from 1 to 5',
    );

    const rating = within(screen.getByRole('group', { name: 'Your rating' }));
    expect(rating.getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(rating.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: ' Lovely evening ' } });
    expect(screen.queryByText('Please choose a rating from 1 to 5')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('heading', { name: 'Your Review' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Lovely evening')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      bookingId: 7,
      rating: 4,
      comment: 'Lovely evening',
    });
    // The review is in: its draft is gone.
    expect(sessionStorage.getItem('reviewDraft:7')).toBeNull();
  });

  it('shows the review sent from another tab when the server refuses a second one', async () => {
    let reviewedElsewhere = false;
    renderDetail(
      () =>
        detail({
          status: 'completed',
          paymentStatus: 'paid',
          canReview: !reviewedElsewhere,
          review: reviewedElsewhere
            ? { rating: 5, comment: 'From the laptop', createdAt: '2025-03-15T12:00:00.000Z' }
            : null,
          cancellation: { allowed: false, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
        }),
      {
        'POST /api/reviews': () => ({
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'You have already reviewed this booking.' },
        }),
      },
    );
    const submitReview = await screen.findByRole('button', { name: 'Submit Review' });
    reviewedElsewhere = true;
    fireEvent.click(within(screen.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'From the phone' } });
    submitReview.focus();
    fireEvent.click(submitReview);
    expect(await screen.findByText('You have already reviewed this booking.')).toBeInTheDocument();
    const title = await screen.findByRole('heading', { name: 'Your Review' });
    expect(screen.getByText('From the laptop')).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('hands the focus to the review once it is in, as the form and its Submit button give way to it', async () => {
    let reviewed = false;
    renderDetail(
      () =>
        detail({
          status: 'completed',
          paymentStatus: 'paid',
          canReview: !reviewed,
          review: reviewed ? { rating: 5, comment: 'The short ribs!', createdAt: '2025-03-15T12:00:00.000Z' } : null,
          cancellation: { allowed: false, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
        }),
      {
        'POST /api/reviews': () => {
          reviewed = true;
          return { status: 201, body: {} };
        },
      },
    );
    const submitReview = await screen.findByRole('button', { name: 'Submit Review' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'The short ribs!' } });
    submitReview.focus();
    fireEvent.click(submitReview);
    const yourReview = await screen.findByRole('heading', { name: 'Your Review' });
    await waitFor(() => expect(yourReview).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('sends one review for a double click: the button waits, busy, from the first click', async () => {
    const fake = renderDetail(
      detail({
        status: 'completed',
        paymentStatus: 'paid',
        canReview: true,
        review: null,
        cancellation: { allowed: false, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
      }),
      { 'POST /api/reviews': 'pending' },
    );
    const submitReview = await screen.findByRole('button', { name: 'Submit Review' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'The short ribs!' } });
    submitReview.focus();
    act(() => {
      submitReview.click();
      submitReview.click();
    });
    fireEvent.click(submitReview);
    // Busy, not disabled: the focus stays on it.
    expect(submitReview).toHaveTextContent('Submitting...');
    expect(submitReview).toHaveAttribute('aria-disabled', 'true');
    expect(submitReview).not.toBeDisabled();
    expect(submitReview).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Review this booking' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('keeps a review being written through a reload; a tampered rating is not taken', async () => {
    const completed = () =>
      detail({
        status: 'completed',
        paymentStatus: 'paid',
        canReview: true,
        review: null,
        cancellation: { allowed: false, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
      });
    renderDetail(completed);
    await screen.findByRole('button', { name: 'Submit Review' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'The short ribs!' } });
    cleanup(); // the page is gone, as on a reload; this tab's sessionStorage stays

    renderDetail(completed);
    await screen.findByRole('button', { name: 'Submit Review' });
    expect(screen.getByLabelText('Your review')).toHaveValue('The short ribs!');
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveProperty('checked', true);
    cleanup();

    sessionStorage.setItem('reviewDraft:7', JSON.stringify({ step: 0, values: { rating: 9, comment: 'Kept' } }));
    renderDetail(completed);
    await screen.findByRole('button', { name: 'Submit Review' });
    expect(screen.getByLabelText('Your review')).toHaveValue('Kept');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('checked', false);
  });

  it('says "Booking Not Found" for a booking that is not there', async () => {
    renderDetail(NOT_FOUND);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
