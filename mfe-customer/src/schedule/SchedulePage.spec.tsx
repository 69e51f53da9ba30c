import { SIGNUP_TO_SAVE_KEY } from '@chefs/api-client';
import { aUser, SERVER_ERROR, UNAUTHORIZED, type FakeAnswer } from '@chefs/api-client/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderPage, setUpPageSpecs } from '../testing/render-page';
import { SchedulePage } from './SchedulePage';

function renderSchedule(
  post: FakeAnswer | (() => FakeAnswer) = SERVER_ERROR,
  user: FakeAnswer = { body: aUser() },
  savePreferences: FakeAnswer = SERVER_ERROR,
) {
  return renderPage(<SchedulePage />, {
    path: '/schedule',
    at: '/schedule',
    network: {
      'GET /api/auth/user': user,
      'POST /api/schedule-requests': post,
      'PUT /api/me/preferences': savePreferences,
    },
  });
}

/** What a signup finished signed out keeps for the account (CustomerPreferences). */
const SIGNUP = {
  email: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Brooks',
  phone: '404-555-0175',
  serviceType: 'fine_dining',
  cuisinePreferences: ['Italian'],
  dietaryRestrictions: [],
  planningOption: 'custom_design',
  oneTimeFee: 99,
  customRequest: '',
};

/** The enabled days on show, in calendar order. */
const enabledDays = () =>
  screen
    .getAllByRole('grid')
    .flatMap((g) => within(g).getAllByRole('button'))
    .filter((b) => !(b as HTMLButtonElement).disabled);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const summary = () => within(screen.getByRole('region', { name: 'Summary' }));

describe('SchedulePage', () => {
  const go = setUpPageSpecs();

  it('alerts in the spec’s words until a date and a time slot are chosen', async () => {
    const fake = renderSchedule();
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule a Service' })).toBeInTheDocument();
    fireEvent.click(continueButton());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Please select at least one date.')).toBeInTheDocument();
    expect(within(alert).getByText('Please select a time slot.')).toBeInTheDocument();
    fireEvent.click(enabledDays()[0]);
    expect(screen.queryByText('Please select at least one date.')).not.toBeInTheDocument();
    expect(screen.getByText('Please select a time slot.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('ties each alert to the group it is about, and takes the focus there from Continue', async () => {
    renderSchedule();
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    continueButton().focus();
    fireEvent.click(continueButton());
    const dates = screen.getByRole('group', { name: 'Select a Date' });
    expect(dates).toHaveAccessibleDescription('Please select at least one date.');
    expect(screen.getByRole('group', { name: 'Time Slot' })).toHaveAccessibleDescription('Please select a time slot.');
    // The first group to fix: its day in the tab order, where the arrow keys then move.
    expect(dates).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAttribute('data-date');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');

    fireEvent.click(enabledDays()[0]);
    expect(screen.getByRole('group', { name: 'Select a Date' })).not.toHaveAccessibleDescription();
    continueButton().focus();
    fireEvent.click(continueButton());
    expect(screen.getByRole('radio', { name: /^Morning/ })).toHaveFocus();
  });

  it('single: one date at a time', async () => {
    renderSchedule();
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    const [first, , third] = enabledDays();
    fireEvent.click(first);
    fireEvent.click(third);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: /Single Service/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: /Weekly/ })).not.toBeInTheDocument();
  });

  it('recurring: sorted dates, a 4-occurrence preview, then saved, stored and confirmed', async () => {
    const fake = renderSchedule({
      status: 201,
      body: { id: 41, bookingType: 'recurring', recurringFrequency: 'weekly', dates: [], timeSlot: 'evening' },
    });
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    fireEvent.click(screen.getByRole('radio', { name: /Recurring Service/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Weekly/ }));
    const days = enabledDays();
    fireEvent.click(days[3]);
    fireEvent.click(days[1]);
    const picked = [days[1], days[3]].map((d) => d.getAttribute('data-date')!);
    fireEvent.click(screen.getByRole('radio', { name: /Evening/ }));
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: 'Two of us, no shellfish.' } });

    expect(summary().getByText('Recurring Service')).toBeInTheDocument();
    expect(summary().getByText('Weekly')).toBeInTheDocument();
    expect(summary().getByText('Evening (5:00 PM - 9:00 PM)')).toBeInTheDocument();
    const preview = summary().getByRole('heading', { name: 'Next 4 occurrences' }).nextElementSibling!;
    expect(within(preview as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    expect(preview.textContent).toContain(days[1].getAttribute('aria-label'));

    fireEvent.click(continueButton());
    expect(await screen.findByText('now at /booking-confirmation')).toBeInTheDocument();
    const sent = { bookingType: 'recurring', recurringFrequency: 'weekly', dates: picked, timeSlot: 'evening' };
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ ...sent, notes: 'Two of us, no shellfish.' });
    expect(JSON.parse(localStorage.getItem('pendingBooking')!)).toEqual({
      ...sent,
      notes: 'Two of us, no shellfish.',
      requestId: 41,
    });
  });

  it('a failure says so and keeps every choice', async () => {
    renderSchedule(SERVER_ERROR);
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    const day = enabledDays()[2];
    fireEvent.click(day);
    fireEvent.click(screen.getByRole('radio', { name: /Morning/ }));
    fireEvent.click(continueButton());
    expect(await screen.findByText('Request Not Sent')).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: /Morning/ })).toHaveProperty('checked', true);
    expect(localStorage.getItem('pendingBooking')).toBeNull();
  });

  it('says in the server’s words why it refused the request: a date that passed at midnight while the page was open', async () => {
    const pastDate = 'Please choose a date from today up to 90 days ahead';
    renderSchedule({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: pastDate,
        code: 'schedule_request.past_date',
        errors: [{ field: 'dates', message: pastDate }],
      },
    });
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    fireEvent.click(enabledDays()[0]);
    fireEvent.click(screen.getByRole('radio', { name: /Morning/ }));
    fireEvent.click(continueButton());
    expect(await screen.findByText('Request Not Sent')).toBeInTheDocument();
    expect(screen.getByText(pastDate)).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
  });

  it('sends one request for a double click on Continue, and stays busy with the focus on it', async () => {
    const fake = renderSchedule('pending');
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    fireEvent.click(enabledDays()[2]);
    fireEvent.click(screen.getByRole('radio', { name: /Morning/ }));
    const button = continueButton();
    button.focus();
    // Two clicks before React renders between them: only a synchronous guard stops the second.
    act(() => {
      button.click();
      button.click();
    });
    fireEvent.click(button);
    expect(button).toHaveTextContent('Sending Request...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('keeps every choice through a reload and a lapsed session, until the request is sent', async () => {
    renderSchedule(UNAUTHORIZED);
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    fireEvent.click(screen.getByRole('radio', { name: /Recurring Service/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Biweekly/ }));
    const days = enabledDays();
    fireEvent.click(days[4]);
    fireEvent.click(days[2]);
    const picked = [days[2], days[4]].map((d) => d.getAttribute('data-date')!);
    fireEvent.click(screen.getByRole('radio', { name: /Afternoon/ }));
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: 'A birthday lunch.' } });
    // The session has lapsed: Continue signs in again, and the sign-in comes back to /schedule.
    jest.useFakeTimers();
    try {
      fireEvent.click(continueButton());
      await act(() => jest.advanceTimersByTimeAsync(700));
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(go).toHaveBeenCalledWith('/api/login');
    } finally {
      jest.useRealTimers();
    }
    cleanup(); // the page is gone, as on the way to sign in; this tab's sessionStorage stays
    expect(Object.keys(sessionStorage)).toEqual(['scheduleDraft:u-1']);

    const fake = renderSchedule({
      status: 201,
      body: { id: 42, bookingType: 'recurring', recurringFrequency: 'biweekly', dates: picked, timeSlot: 'afternoon' },
    });
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    expect(screen.getByRole('radio', { name: /Recurring Service/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Biweekly/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Afternoon/ })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('A birthday lunch.');
    const pressed = enabledDays().filter((d) => d.getAttribute('aria-pressed') === 'true');
    expect(pressed.map((d) => d.getAttribute('data-date'))).toEqual(picked);

    fireEvent.click(continueButton());
    expect(await screen.findByText('now at /booking-confirmation')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      bookingType: 'recurring',
      recurringFrequency: 'biweekly',
      dates: picked,
      timeSlot: 'afternoon',
      notes: 'A birthday lunch.',
    });
    expect(sessionStorage.getItem('scheduleDraft:u-1')).toBeNull();
  });

  it('drops what a draft holds that the page no longer offers: days gone by, unknown choices', async () => {
    sessionStorage.setItem(
      'scheduleDraft:u-1',
      JSON.stringify({
        step: 0,
        values: {
          bookingType: 'single',
          recurringFrequency: 'fortnightly',
          dates: ['2001-01-01'],
          timeSlot: 'midnight',
          notes: 'Still here',
        },
      }),
    );
    renderSchedule();
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Still here');
    expect(enabledDays().filter((d) => d.getAttribute('aria-pressed') === 'true')).toEqual([]);
    for (const slot of [/Morning/, /Afternoon/, /Evening/])
      expect(screen.getByRole('radio', { name: slot })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('radio', { name: /Recurring Service/ }));
    expect(screen.getByRole('radio', { name: /Weekly/ })).toHaveProperty('checked', true);
  });

  it('saves a signup finished signed out to the account once signed in, once, and says so', async () => {
    sessionStorage.setItem(SIGNUP_TO_SAVE_KEY, JSON.stringify(SIGNUP));
    const fake = renderSchedule(SERVER_ERROR, { body: aUser() }, { body: SIGNUP });
    expect(await screen.findByText('Your signup preferences are saved to your account.')).toBeInTheDocument();
    const puts = fake.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.url, c.body])).toEqual([['/api/me/preferences', SIGNUP]]);
    expect(sessionStorage.getItem(SIGNUP_TO_SAVE_KEY)).toBeNull();
  });

  it('keeps the waiting signup when saving it fails, and says so; nothing waits, nothing is sent', async () => {
    sessionStorage.setItem(SIGNUP_TO_SAVE_KEY, JSON.stringify(SIGNUP));
    renderSchedule(SERVER_ERROR, { body: aUser() }, SERVER_ERROR);
    expect(await screen.findByText('Failed to save your preferences. Please try again.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_TO_SAVE_KEY) ?? 'null')).toEqual(SIGNUP);
    cleanup();
    sessionStorage.clear();
    const fake = renderSchedule();
    await screen.findByRole('heading', { name: 'Schedule a Service' });
    expect(fake.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sends a visitor to /signin after 1 second', async () => {
    jest.useFakeTimers();
    try {
      renderSchedule(SERVER_ERROR, UNAUTHORIZED);
      await act(() => jest.advanceTimersByTimeAsync(50));
      expect(screen.getByText('Please sign in to schedule chef services.')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(900));
      expect(screen.queryByText('now at /signin')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByText('now at /signin')).toBeInTheDocument();
      expect(go).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
