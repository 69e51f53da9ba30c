import { aUser, SERVER_ERROR, UNAUTHORIZED, type FakeAnswer } from '@chefs/api-client/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { expectSignInAgainAfterLapse, setUpPageSpecs } from '../testing/page-test-kit';
import { APPLICATION_DRAFT_KEY } from './application-draft';
import {
  button,
  describedBy,
  DESCRIPTION,
  FOOD_SAFETY,
  PROFESSIONALISM,
  renderApplication,
  stepHeading,
  type,
  validValues,
} from './application-test-kit';

const SIGNED_IN = { 'GET /api/auth/user': { body: aUser() } };
const CREATED = {
  status: 201,
  body: {
    id: 31,
    status: 'pending',
    applicationDate: '2025-03-01T12:00:00.000Z',
    foodSafetyScore: 100,
    professionalismScore: 100,
  },
};

/** The body the server receives: values read by the rules, quiz answers (not scores), blanks left out. */
const EXPECTED_BODY = {
  fullName: 'Jordan Ellis',
  email: 'jordan@demo.test',
  phone: '(404) 555-0188',
  yearsOfExperience: 12,
  specialty: 'southern',
  description: DESCRIPTION,
  cookingVideoUrl: null,
  foodSafetyAnswers: FOOD_SAFETY.pass,
  professionalismAnswers: PROFESSIONALISM.pass,
  reference1Name: 'Sam Hart',
  reference1Phone: '404-555-0100',
  reference1Relationship: 'Former head chef',
  businessName: null,
  serviceTypes: ['Meal Prep', 'Private Dinner'],
  location: 'Decatur and East Atlanta',
  zipCode: '30030',
  pricePerPerson: 85,
  backgroundCheckConsent: true,
};

const atFinalStep = { step: 4, values: validValues() };

async function submitWith(answer: FakeAnswer) {
  const fake = renderApplication({ ...SIGNED_IN, 'POST /api/chef-application': answer }, atFinalStep);
  await stepHeading('Final Details');
  fireEvent.click(button('Submit Application'));
  return fake;
}

describe('submitting the chef application', () => {
  const go = setUpPageSpecs();

  it('sends the answers for the server to grade, then thanks the applicant on a 6th screen', async () => {
    const fake = await submitWith(CREATED);
    expect(await screen.findByRole('heading', { level: 2, name: 'Application Submitted!' })).toBe(
      document.activeElement,
    );
    expect(
      screen.getByText("Chef application submitted successfully! We'll review your application within 48 hours."),
    ).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual(EXPECTED_BODY);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('reads "Submitting..." while the application is on its way', async () => {
    await submitWith('pending');
    const pending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Submitting...' });
    // Busy, not disabled: a disabled button dropped the keyboard's focus to <body>, and after a
    // failed submit the applicant started again from the top of the page.
    expect(pending).not.toBeDisabled();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(button('Previous')).toBeDisabled();
  });

  it('sends one application on a double click', async () => {
    const fake = renderApplication({ ...SIGNED_IN, 'POST /api/chef-application': 'pending' }, atFinalStep);
    await stepHeading('Final Details');
    const submit = button('Submit Application');
    // Both clicks before React draws the first: only a guard taken at the click stops the second.
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await screen.findByRole('button', { name: 'Submitting...' });
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('explains a refusal because an application is already open', async () => {
    await submitWith({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'You already have an application under review.' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You already have an application under review.');
    expect(screen.getByRole('link', { name: 'See your status in the chef portal' }).getAttribute('href')).toBe(
      '/chef-portal',
    );
    expect(screen.queryByText('Application Submitted!')).not.toBeInTheDocument();
  });

  it("shows a 400's messages on their fields, going back to the first step that has one", async () => {
    await submitWith({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Valid email is required',
        errors: [
          { field: 'email', message: 'Valid email is required' },
          { field: 'foodSafetyAnswers', message: 'Minimum 80% score required on food safety quiz' },
        ],
      },
    });
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await stepHeading('Personal Info');
    expect(describedBy(screen.getByLabelText('Email'))).toBe('Valid email is required');
    type('Email', 'jordan.ellis@demo.test');
    expect(describedBy(screen.getByLabelText('Email'))).toBe('');
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Minimum 80% score required on food safety quiz')).toBeInTheDocument();
  });

  it('says when the submission fails for another reason', async () => {
    await submitWith(SERVER_ERROR);
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeInTheDocument();
    expect(button('Submit Application')).not.toBeDisabled();
    expect(button('Submit Application')).not.toHaveAttribute('aria-busy');
  });

  it('past the rate limit says when to try again, keeping the answers', async () => {
    await submitWith({
      status: 429,
      body: { message: 'Too many requests. Please try again in 42 seconds.', code: 'rate_limited' },
    });
    expect(await screen.findByText('Too many requests. Please try again in 42 seconds.')).toBeInTheDocument();
    expect(button('Submit Application')).not.toBeDisabled();
  });

  it('a lapsed session is told it is logged out and signs in again after 500 ms, keeping the answers', async () => {
    renderApplication({ ...SIGNED_IN, 'POST /api/chef-application': UNAUTHORIZED }, atFinalStep);
    await stepHeading('Final Details');
    await expectSignInAgainAfterLapse(
      go,
      () => fireEvent.click(button('Submit Application')),
      '/api/login?returnTo=/chef-application',
    );
    expect(sessionStorage.getItem(APPLICATION_DRAFT_KEY)).toContain('Jordan Ellis');
  });

  it('signed out: explains that submitting needs sign-in, and comes back to the same answers', async () => {
    const fake = renderApplication({ 'GET /api/auth/user': UNAUTHORIZED });
    await stepHeading('Personal Info');
    expect(screen.getByText('You will need to sign in to submit.')).toBeInTheDocument();
    type('Full name', 'Jordan Ellis');
    type('Email', 'jordan@demo.test');
    type('Phone', '(404) 555-0188');
    fireEvent.click(button('Next'));
    await stepHeading('Experience');
    fireEvent.click(button('Sign In'));
    expect(go).toHaveBeenCalledWith('/api/login?returnTo=/chef-application');

    // Back from the identity provider, signed in: the answers and the step are still there.
    cleanup();
    fake.restore();
    renderApplication(SIGNED_IN);
    expect(await stepHeading('Experience')).toBeInTheDocument();
    expect(screen.queryByText('You will need to sign in to submit.')).not.toBeInTheDocument();
    fireEvent.click(button('Previous'));
    await stepHeading('Personal Info');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('(404) 555-0188');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Jordan Ellis');
  });

  it('signed out at the last step: the submit button offers sign-in instead', async () => {
    const fake = renderApplication({ 'GET /api/auth/user': UNAUTHORIZED }, atFinalStep);
    await stepHeading('Final Details');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    fireEvent.click(button('Sign In to Submit'));
    expect(go).toHaveBeenCalledWith('/api/login?returnTo=/chef-application');
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
