import { type PendingBooking } from '@chefs/contracts';
import { aUser, SERVER_ERROR, UNAUTHORIZED, type FakeAnswer } from '@chefs/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderPage, setUpPageSpecs } from '../testing/render-page';
import { BookingConfirmationPage } from './BookingConfirmationPage';

const recurring: PendingBooking = {
  bookingType: 'recurring',
  recurringFrequency: 'weekly',
  dates: ['2025-01-06', '2025-01-13'],
  timeSlot: 'evening',
  notes: 'No shellfish, please.',
  requestId: 41,
};

interface Setup {
  /** What localStorage holds under "pendingBooking" (a string is stored as it is). */
  stored?: PendingBooking | string | null;
  user?: FakeAnswer;
  send?: FakeAnswer;
}

function renderConfirmation({
  stored = recurring,
  user = { body: aUser({ email: 'casey@demo.test' }) },
  send = { body: { queued: true } },
}: Setup = {}) {
  if (stored !== null)
    localStorage.setItem('pendingBooking', typeof stored === 'string' ? stored : JSON.stringify(stored));
  return renderPage(
    <StrictMode>
      <BookingConfirmationPage />
    </StrictMode>,
    {
      path: '/booking-confirmation',
      at: '/booking-confirmation',
      network: { 'GET /api/auth/user': user, 'POST /api/send-booking-confirmation': send },
    },
  );
}

const posts = (fake: ReturnType<typeof renderConfirmation>) => fake.calls.filter((c) => c.method === 'POST');

describe('BookingConfirmationPage', () => {
  const go = setUpPageSpecs();

  it('shows the stored request and what happens next, with the ways on', async () => {
    renderConfirmation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Request Received!' })).toBeInTheDocument();
    // The frequency as the schedule page's summary writes it ("Weekly"), not its code.
    expect(screen.getByText('Recurring Service (Weekly)')).toBeInTheDocument();
    expect(screen.getByText('Monday, January 6, 2025')).toBeInTheDocument();
    expect(screen.getByText('Monday, January 13, 2025')).toBeInTheDocument();
    expect(screen.getByText('Evening (5:00 PM - 9:00 PM)')).toBeInTheDocument();
    expect(screen.getByText('No shellfish, please.')).toBeInTheDocument();

    const steps = within(screen.getByRole('list', { name: 'What Happens Next?' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0].textContent).toContain('24 hours');
    expect(screen.getByRole('link', { name: 'View My Reservations' })).toHaveAttribute('href', '/customer-portal');
    expect(screen.getByRole('link', { name: 'Schedule Another Service' })).toHaveAttribute('href', '/schedule');
  });

  it('shows a single service without frequency or notes', async () => {
    renderConfirmation({ stored: { bookingType: 'single', dates: ['2025-01-06'], timeSlot: 'morning', requestId: 3 } });
    expect(await screen.findByText('Single Service')).toBeInTheDocument();
    expect(screen.getByText('Morning (9:00 AM - 12:00 PM)')).toBeInTheDocument();
    expect(screen.queryByText('Special Requests')).not.toBeInTheDocument();
  });

  it('requests the confirmation e-mail once per page view, even with doubled effects', async () => {
    const fake = renderConfirmation();
    await screen.findByRole('heading', { name: 'Booking Request Received!' });
    await waitFor(() => expect(posts(fake)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts(fake)).toEqual([
      {
        method: 'POST',
        url: '/api/send-booking-confirmation',
        body: { requestId: 41, bookingData: recurring, userEmail: 'casey@demo.test' },
        credentials: 'include',
      },
    ]);
  });

  it('only logs a failed e-mail request', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderConfirmation({ send: SERVER_ERROR });
      await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      log.mockRestore();
    }
  });

  it.each([
    ['nothing stored', null],
    ['something unreadable', '{not json'],
    ['a request without dates', JSON.stringify({ ...recurring, dates: [] })],
  ])('with %s: "No booking data found." and no e-mail', async (_what, stored) => {
    const fake = renderConfirmation({ stored });
    expect(await screen.findByText('No booking data found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule New Service' })).toHaveAttribute('href', '/schedule');
    expect(posts(fake)).toEqual([]);
  });

  it('sends a visitor to sign in after 1 second, without requesting the e-mail', async () => {
    jest.useFakeTimers();
    try {
      const fake = renderConfirmation({ user: UNAUTHORIZED });
      await act(() => jest.advanceTimersByTimeAsync(50));
      expect(screen.getByText('Authentication Required')).toBeInTheDocument();
      expect(screen.getByText('Please log in to view your booking confirmation.')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(900));
      expect(go).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(go).toHaveBeenCalledTimes(1);
      expect(go).toHaveBeenCalledWith('/api/login');
      expect(posts(fake)).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
