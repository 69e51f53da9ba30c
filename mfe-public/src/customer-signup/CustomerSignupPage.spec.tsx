import { SIGNUP_TO_SAVE_KEY } from '@chefs/api-client';
import { aUser, UNAUTHORIZED, type FakeRoutes } from '@chefs/api-client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { expectSignInAgainAfterLapse, renderPage, setUpPageSpecs } from '../testing/page-test-kit';
import { CustomerSignupPage } from './CustomerSignupPage';
import { CUSTOMER_PREFERENCES_KEY } from './preferences-storage';
import { SIGNUP_DRAFT_KEY } from './signup-form';

const SIGNED_OUT: FakeRoutes = { 'GET /api/auth/user': UNAUTHORIZED };
const SIGNED_IN: FakeRoutes = { 'GET /api/auth/user': { body: aUser() } };

function renderSignup(network: FakeRoutes) {
  return renderPage(
    <Routes>
      <Route path="/customer-signup" element={<CustomerSignupPage />} />
      <Route path="/schedule" element={<p>schedule page</p>} />
    </Routes>,
    { route: '/customer-signup', network, toasts: true },
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function fillPersonalInfo() {
  await stepHeading('Personal Info');
  type('First name', 'Casey');
  type('Last name', 'Morgan');
  type('Email', 'casey@demo.test');
  type('Phone', '(404) 555-0123');
  next();
}

async function walkToLastStep() {
  await fillPersonalInfo();
  await stepHeading('Service Preferences');
  fireEvent.click(screen.getByRole('radio', { name: /^Both/ }));
  next();
  await stepHeading('Food Preferences');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Italian' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Thai' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
  type(/Other restrictions/, 'no cilantro, , low sodium');
  next();
  await stepHeading('Planning & Payment');
}

function choosePlanAndFee() {
  fireEvent.click(screen.getByRole('radio', { name: /^Premium Planning/ }));
  fireEvent.click(screen.getByRole('radio', { name: /^Full Service Package/ }));
  type(/Anything else/, '  Anniversary dinner  ');
}

const EXPECTED = {
  email: 'casey@demo.test',
  firstName: 'Casey',
  lastName: 'Morgan',
  phone: '(404) 555-0123',
  serviceType: 'both',
  cuisinePreferences: ['Italian', 'Thai'],
  dietaryRestrictions: ['Vegan', 'no cilantro', 'low sodium'],
  planningOption: 'premium_planning',
  oneTimeFee: 349,
  customRequest: 'Anniversary dinner',
};

describe('customer signup wizard', () => {
  const go = setUpPageSpecs();

  it('step 1 keeps the customer until name, e-mail and phone follow the rules, with the spec messages', async () => {
    renderSignup(SIGNED_OUT);
    await stepHeading('Personal Info');
    expect(screen.getByRole('progressbar', { name: 'Signup progress' }).getAttribute('aria-valuetext')).toBe(
      'Step 1 of 4: Personal Info',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Back' }).disabled).toBe(true);
    type('First name', 'C');
    next();
    expect(errorOf(screen.getByLabelText('First name'))).toBe('First name must be at least 2 characters');
    expect(errorOf(screen.getByLabelText('Last name'))).toBe('Last name must be at least 2 characters');
    expect(errorOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address');
    expect(errorOf(screen.getByLabelText('Phone'))).toBe('Please enter a valid phone number');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Info' })).toBeInTheDocument();

    type('Phone', '555-0123');
    expect(errorOf(screen.getByLabelText('Phone'))).toBe('Please enter a valid phone number');
    type('First name', 'Casey');
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument();
    type('Last name', 'Morgan');
    type('Email', 'casey@demo');
    expect(errorOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address');
    type('Email', 'casey@demo.test');
    type('Phone', '404 555 0123');
    next();
    expect(await stepHeading('Service Preferences')).toBe(document.activeElement);
  });

  it('steps 2 to 4 each name what is missing, and Back keeps the answers', async () => {
    renderSignup(SIGNED_OUT);
    await fillPersonalInfo();
    await stepHeading('Service Preferences');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'meal_prep',
      'fine_dining',
      'both',
    ]);
    next();
    expect(screen.getByText('Please select a service type')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^Meal Prep/ }));
    expect(screen.queryByText('Please select a service type')).not.toBeInTheDocument();
    next();

    await stepHeading('Food Preferences');
    const cuisines = within(screen.getByRole('group', { name: 'Cuisines you love' })).getAllByRole('checkbox');
    expect(cuisines.map((c) => (c as HTMLInputElement).value)).toEqual([
      'Italian',
      'American',
      'Mediterranean',
      'Asian',
      'Mexican',
      'French',
      'Indian',
      'Thai',
      'Japanese',
      'Southern',
    ]);
    next();
    expect(screen.getByText('Please select at least one cuisine preference')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Japanese' }));
    next();

    await stepHeading('Planning & Payment');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    expect(screen.getByText('Please select a planning option')).toBeInTheDocument();
    expect(screen.getByText('Please select your one-time fee tier')).toBeInTheDocument();
    expect(localStorage.getItem(CUSTOMER_PREFERENCES_KEY)).toBeNull();
    const fees = within(screen.getByRole('group', { name: 'One-time fee' })).getAllByRole('radio');
    expect(fees.map((f) => f.closest('label')?.textContent)).toEqual([
      'Basic Package$49',
      'Premium Package$99',
      'Custom Package$199',
      'Full Service Package$349',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Food Preferences');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Japanese' }).checked).toBe(true);
    expect(screen.queryByText('Please select at least one cuisine preference')).not.toBeInTheDocument();
  });

  it('a signed-out customer finishes with the preferences stored on the device, then goes to /schedule', async () => {
    const fake = renderSignup(SIGNED_OUT);
    await walkToLastStep();
    expect(
      screen.getByText(
        'Next, you will sign in to schedule your first service. Your preferences are kept on this device and saved to your account when you sign in.',
      ),
    ).toBeInTheDocument();
    choosePlanAndFee();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    expect(await screen.findByText('schedule page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CUSTOMER_PREFERENCES_KEY)!)).toEqual(EXPECTED);
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // …and waits in this tab for the sign-in, after which /schedule saves it to the account.
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_TO_SAVE_KEY)!)).toEqual(EXPECTED);
  });

  it('a reload loses nothing: the signup resumes at its step with every answer, and a finished one leaves no draft', async () => {
    renderSignup(SIGNED_OUT);
    await walkToLastStep();
    fireEvent.click(screen.getByRole('radio', { name: /^Premium Planning/ }));
    cleanup(); // the page is gone, as on a reload; this tab's sessionStorage stays

    renderSignup(SIGNED_OUT);
    await stepHeading('Planning & Payment');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Premium Planning/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Food Preferences');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Thai' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/Other restrictions/).value).toBe('no cilantro, , low sodium');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Service Preferences');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Both/ }).checked).toBe(true);
    next();
    next();
    await stepHeading('Planning & Payment');
    choosePlanAndFee();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    expect(await screen.findByText('schedule page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CUSTOMER_PREFERENCES_KEY)!)).toEqual(EXPECTED);
    expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });

  it('a draft of the wrong kind of values is ignored field by field', async () => {
    sessionStorage.setItem(
      SIGNUP_DRAFT_KEY,
      JSON.stringify({
        step: 9,
        values: {
          firstName: 'Casey',
          lastName: 42,
          serviceType: 'meal_prep',
          oneTimeFee: 'lots',
          cuisinePreferences: 'Thai',
        },
      }),
    );
    renderSignup(SIGNED_OUT);
    // Past the last step: the last step; then back to the first to see what was kept.
    await stepHeading('Planning & Payment');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Food Preferences');
    expect(
      within(screen.getByRole('group', { name: 'Cuisines you love' })).queryAllByRole('checkbox', { checked: true }),
    ).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Service Preferences');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Meal Prep/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Personal Info');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Casey');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('');
  });

  it('a signed-in customer starts with their name and e-mail, and their preferences are saved to the account too', async () => {
    const fake = renderSignup({ ...SIGNED_IN, 'PUT /api/me/preferences': { body: EXPECTED } });
    await stepHeading('Personal Info');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Casey');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('casey@demo.test');
    await walkToLastStep();
    expect(screen.queryByText(/Next, you will sign in/)).not.toBeInTheDocument();
    choosePlanAndFee();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    expect(await screen.findByText('schedule page')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/me/preferences', body: EXPECTED });
    expect(JSON.parse(localStorage.getItem(CUSTOMER_PREFERENCES_KEY)!)).toEqual(EXPECTED);
    expect(sessionStorage.getItem(SIGNUP_TO_SAVE_KEY)).toBeNull();
  });

  it('shows "Saving..." while the account is being updated', async () => {
    renderSignup({ ...SIGNED_IN, 'PUT /api/me/preferences': 'pending' });
    await walkToLastStep();
    choosePlanAndFee();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
  });

  it("puts the server's messages back on their fields and stays when the account refuses them", async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter a valid phone number',
      errors: [{ field: 'phone', message: 'Please enter a valid phone number' }],
    };
    renderSignup({ ...SIGNED_IN, 'PUT /api/me/preferences': { status: 400, body } });
    await walkToLastStep();
    choosePlanAndFee();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    expect(await stepHeading('Personal Info')).toBeInTheDocument();
    expect(errorOf(screen.getByLabelText('Phone'))).toBe('Please enter a valid phone number');
    expect(await screen.findByText('Failed to save your preferences. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('schedule page')).not.toBeInTheDocument();
  });

  it('a lapsed session says so and signs in again after 500 ms', async () => {
    renderSignup({ ...SIGNED_IN, 'PUT /api/me/preferences': UNAUTHORIZED });
    await walkToLastStep();
    choosePlanAndFee();
    await expectSignInAgainAfterLapse(
      go,
      () => fireEvent.click(screen.getByRole('button', { name: 'Complete Signup' })),
      '/api/login?returnTo=/schedule',
    );
  });
});
