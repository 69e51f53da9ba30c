import { aChef, aUser, NOT_FOUND, SERVER_ERROR, UNAUTHORIZED, type FakeAnswer } from '@chefs/api-client/testing';
import { addDays, marketToday } from '@chefs/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, setUpPageSpecs } from '../testing/render-page';
import { BookingFormPage } from './BookingFormPage';

const chef = aChef({ id: 1, name: 'Marcus Reed', pricePerPerson: '85.00', specialty: 'Southern Cuisine' });
const inTenDays = addDays(marketToday(), 10);

function renderForm(
  post: FakeAnswer | (() => FakeAnswer) = { status: 201, body: { id: 55 } },
  chefAnswer: FakeAnswer = { body: chef },
) {
  return renderPage(<BookingFormPage />, {
    path: '/booking/:chefId',
    at: '/booking/1',
    network: {
      'GET /api/auth/user': { body: aUser({ firstName: 'Casey', lastName: 'Morgan', email: 'casey@demo.test' }) },
      'GET /api/chefs/1': chefAnswer,
      'POST /api/bookings': post,
    },
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
const summary = () => within(screen.getByRole('region', { name: 'Booking Summary' }));

function fillValid() {
  change('Event Date', inTenDays);
  change('Address', '742 Virginia Ave NE, Atlanta, GA 30306');
}

describe('BookingFormPage', () => {
  const go = setUpPageSpecs();

  it('shows a skeleton, then the form with the defaults and the user filled in', async () => {
    renderForm();
    expect(screen.getByRole('status').textContent).toContain('Loading the booking form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Marcus Reed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Booking Details' })).toBeInTheDocument();
    expect(field('Service Type').value).toBe('private_dinner');
    expect(field('Time Slot').value).toBe('evening');
    expect(field('Number of Guests').value).toBe('2');
    expect(field('Full Name').value).toBe('Casey Morgan');
    expect(field('Email').value).toBe('casey@demo.test');
    expect(field('Phone (optional)').value).toBe('');
    expect(field('Special Requests (optional)').value).toBe('');
    expect(field('Event Date').min).toBe(marketToday());
    expect(field('Event Date').max).toBe(addDays(marketToday(), 90));
    expect(
      within(screen.getByLabelText('Time Slot'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Morning (9:00 AM - 12:00 PM)', 'Afternoon (12:00 PM - 5:00 PM)', 'Evening (5:00 PM - 9:00 PM)']);
    expect(summary().getByText('Not selected')).toBeInTheDocument();
    expect(summary().getByText('$85/person')).toBeInTheDocument();
    expect(summary().getByText('$170.00')).toBeInTheDocument();
    for (const note of ['Flexible Scheduling', 'Personalized Service', 'Secure Payment']) {
      expect(screen.getByText(note)).toBeInTheDocument();
    }
  });

  it('keeps the summary live: service, date, guests and total', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    change('Service Type', 'meal_prep');
    change('Event Date', '2030-01-07');
    change('Number of Guests', '6');
    expect(summary().getByText('Meal Prep')).toBeInTheDocument();
    expect(summary().getByText('Monday, January 7, 2030')).toBeInTheDocument();
    expect(summary().getByText('6 guests')).toBeInTheDocument();
    expect(summary().getByText('$510.00')).toBeInTheDocument();
  });

  it('keeps the guests between 1 and 20, and reads an empty field as 1 once left', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    change('Number of Guests', '0');
    expect(field('Number of Guests').value).toBe('1');
    expect(summary().getByText('1 guest')).toBeInTheDocument();
    change('Number of Guests', '25');
    expect(field('Number of Guests').value).toBe('20');
    change('Number of Guests', '');
    fireEvent.blur(field('Number of Guests'));
    expect(field('Number of Guests').value).toBe('1');
  });

  it('shows every message of docs/product.md §5 under its field on submit, and sends nothing', async () => {
    const fake = renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    change('Full Name', '  ');
    change('Email', 'not-an-email');
    change('Number of Guests', '');
    submit();
    const expected: [string, string][] = [
      ['Event Date', 'Event date is required'],
      ['Number of Guests', 'Guest count must be at least 1'],
      ['Full Name', 'Name is required'],
      ['Email', 'Invalid email address'],
      ['Address', 'Address is required'],
    ];
    for (const [label, message] of expected) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
      expect(screen.getAllByText(message)).toHaveLength(1);
    }
    expect(field('Phone (optional)').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Event Date')));
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  // docs/product.md §5: the date, the address and an e-mail without a dotted domain, all at once.
  // Pressing the button as a browser does: mousedown takes the focus from the e-mail field unless
  // the page prevents it, and leaving the field shows its message. Shown then, the message would
  // push the button down under the pointer before mouseup, and the browser would send no click:
  // only "Invalid email address" showed, and nothing was checked.
  it('shows every message at once when Proceed to Payment is pressed with the pointer from a wrong e-mail', async () => {
    const fake = renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    change('Email', 'casey@example');
    field('Email').focus();
    const button = screen.getByRole('button', { name: 'Proceed to Payment' });
    if (fireEvent.mouseDown(button)) button.focus();
    // Nothing appears above the button between press and release.
    expect(document.activeElement).toBe(field('Email'));
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    const expected: [string, string][] = [
      ['Event Date', 'Event date is required'],
      ['Email', 'Invalid email address'],
      ['Address', 'Address is required'],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(field(label).getAttribute('aria-describedby')!)?.textContent).toBe(message);
      expect(screen.getAllByText(message)).toHaveLength(1);
    }
    for (const label of ['Full Name', 'Number of Guests', 'Phone (optional)'])
      expect(field(label).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Event Date')));
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a field message once the customer leaves it, and clears it when fixed', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
    fireEvent.blur(field('Address'));
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    change('Address', '1 Peachtree St');
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
  });

  it('shows the chef’s whole specialty in the summary on a narrow screen: it wraps, never cut to an ellipsis', async () => {
    renderForm();
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    for (const text of ['Marcus Reed', 'Southern Cuisine'])
      expect(within(summary).getByText(text)).not.toHaveClass('truncate');
  });

  it("shows the chef's photo in the summary, and a drawn chef's portrait when there is none or it fails to load", async () => {
    renderForm(undefined, { body: { ...chef, profileImage: '/uploads/marcus.jpg' } });
    const photo = await waitFor(() => summary().getByRole('img', { name: 'Marcus Reed' }));
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    expect(summary().getByRole('img', { name: 'Marcus Reed' })).toHaveAttribute('data-fallback', 'portrait');
    cleanup();
    renderForm(undefined, { body: { ...chef, profileImage: null } });
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    const portrait = summary().getByRole('img', { name: 'Marcus Reed' });
    expect(portrait).toHaveAttribute('data-fallback', 'portrait');
    expect(portrait.textContent).not.toContain('MR');
  });

  it('refuses a date outside the booking window', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    change('Event Date', addDays(marketToday(), 91));
    fireEvent.blur(field('Event Date'));
    expect(screen.getByText('Please choose a date from today up to 90 days ahead')).toBeInTheDocument();
  });

  it('creates the booking, says so, and goes to its checkout', async () => {
    const fake = renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    fillValid();
    change('Time Slot', 'morning');
    change('Number of Guests', '3');
    change('Special Requests (optional)', ' No shellfish ');
    submit();
    expect(screen.getByRole('button', { name: 'Creating Booking...' })).toBeInTheDocument();
    // In the form's place: Back goes to where the booking began, not to the emptied form.
    expect(await screen.findByText('now at /checkout/55')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByText('Booking Created')).toBeInTheDocument();
    expect(screen.getByText('Your booking has been created successfully!')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      chefId: 1,
      serviceType: 'private_dinner',
      eventDate: inTenDays,
      eventTime: 'morning',
      guestCount: 3,
      clientName: 'Casey Morgan',
      clientEmail: 'casey@demo.test',
      clientPhone: null,
      clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
      specialRequests: 'No shellfish',
      totalAmount: 255,
    });
  });

  it('sends one booking for a double click: the button waits, busy, from the first click', async () => {
    const fake = renderForm('pending');
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    fillValid();
    const button = screen.getByRole('button', { name: 'Proceed to Payment' });
    button.focus();
    // Two clicks before React renders between them: only a synchronous guard stops the second.
    act(() => {
      button.click();
      button.click();
    });
    fireEvent.click(button);
    // Busy, not disabled: the focus stays on it.
    expect(button).toHaveTextContent('Creating Booking...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Booking Details' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('lets the customer try again once a failed booking has settled, the focus still on the button', async () => {
    const fake = renderForm(SERVER_ERROR);
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    fillValid();
    const button = screen.getByRole('button', { name: 'Proceed to Payment' });
    button.focus();
    fireEvent.click(button);
    expect(button).not.toBeDisabled();
    expect(await screen.findByText('Failed to create booking. Please try again.')).toBeInTheDocument();
    expect(button).toHaveTextContent('Proceed to Payment');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    submit();
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  });

  it('keeps what was typed through a reload, for this chef, until the booking is made', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    fillValid();
    change('Number of Guests', '5');
    change('Phone (optional)', '(404) 555-0101');
    cleanup(); // the page is gone, as on a reload; this tab's sessionStorage stays

    const fake = renderForm();
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    expect(field('Event Date').value).toBe(inTenDays);
    expect(field('Number of Guests').value).toBe('5');
    expect(field('Phone (optional)').value).toBe('(404) 555-0101');
    expect(field('Address').value).toBe('742 Virginia Ave NE, Atlanta, GA 30306');
    expect(summary().getByText('$425.00')).toBeInTheDocument();
    // Kept for this customer and this chef only.
    expect(Object.keys(sessionStorage)).toEqual(['bookingDraft:u-1:1']);

    submit();
    expect(await screen.findByText('now at /checkout/55')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ guestCount: 5, totalAmount: 425 });
    expect(sessionStorage.getItem('bookingDraft:u-1:1')).toBeNull();
  });

  it("says a taken slot in the server's words and keeps what was typed", async () => {
    renderForm({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'This chef is already booked for that date and time.' },
    });
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    fillValid();
    submit();
    expect(await screen.findByText('This chef is already booked for that date and time.')).toBeInTheDocument();
    expect(screen.getByText('Booking Failed')).toBeInTheDocument();
    expect(field('Address').value).toBe('742 Virginia Ave NE, Atlanta, GA 30306');
    expect(field('Event Date').value).toBe(inTenDays);
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
  });

  it("puts the server's field messages on their fields", async () => {
    renderForm({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        errors: [{ field: 'clientAddress', message: 'Address is required' }],
      },
    });
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    fillValid();
    submit();
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Failed to create booking. Please try again.')).toBeInTheDocument();
  });

  it('says a failure plainly', async () => {
    renderForm(SERVER_ERROR);
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    fillValid();
    submit();
    expect(await screen.findByText('Failed to create booking. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Booking Failed')).toBeInTheDocument();
  });

  it('signs in again 500 ms after a 401', async () => {
    renderForm(UNAUTHORIZED);
    await screen.findByRole('heading', { name: 'Book Marcus Reed' });
    fillValid();
    jest.useFakeTimers();
    try {
      submit();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      // docs/product.md §8: the booking's row is the plain toast; only the admin's and chef's are red.
      expect(screen.getByText('Unauthorized').closest('li')).not.toHaveClass('bg-red-700');
      expect(go).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(go).toHaveBeenCalledWith('/api/login');
      // What was typed waits for the customer's return (the sign-in comes back to this page).
      expect(JSON.parse(sessionStorage.getItem('bookingDraft:u-1:1')!)).toMatchObject({
        values: { eventDate: inTenDays, clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306' },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says "Chef Not Found" for a chef that does not exist', async () => {
    renderForm(undefined, NOT_FOUND);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chef Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The chef you're trying to book doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('sends a visitor to sign in after 500 ms, without asking for the chef', async () => {
    jest.useFakeTimers();
    try {
      const fake = renderPage(<BookingFormPage />, {
        path: '/booking/:chefId',
        at: '/booking/1',
        network: { 'GET /api/auth/user': UNAUTHORIZED },
      });
      await act(() => jest.advanceTimersByTimeAsync(50));
      expect(screen.getByText('Authentication Required')).toBeInTheDocument();
      expect(screen.getByText('Please sign in to book a chef.')).toBeInTheDocument();
      expect(go).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(go).toHaveBeenCalledWith('/api/login');
      expect(fake.calls.map((c) => c.url)).toEqual(['/api/auth/user']);
    } finally {
      jest.useRealTimers();
    }
  });
});
