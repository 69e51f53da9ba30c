import { aUser, UNAUTHORIZED } from '@chefs/api-client/testing';
import { CHEF_SPECIALTIES } from '@chefs/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { setUpPageSpecs } from '../testing/page-test-kit';
import { initialApplicationValues } from './application-form';
import {
  button,
  describedBy,
  DESCRIPTION,
  leave,
  renderApplication,
  stepHeading,
  type,
  validValues,
} from './application-test-kit';

const SIGNED_OUT = { 'GET /api/auth/user': UNAUTHORIZED };
const SIGNED_IN = { 'GET /api/auth/user': { body: aUser() } };

describe('chef application steps', () => {
  setUpPageSpecs();

  it('step 1: Next waits for a full name, e-mail and phone; Previous is disabled', async () => {
    renderApplication(SIGNED_OUT);
    await stepHeading('Personal Info');
    expect(screen.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuetext')).toBe(
      'Step 1 of 5: Personal Info',
    );
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();

    type('Full name', 'J');
    leave('Full name');
    leave('Email');
    leave('Phone');
    expect(describedBy(screen.getByLabelText('Full name'))).toBe('Full name is required');
    expect(describedBy(screen.getByLabelText('Email'))).toBe('Valid email is required');
    expect(describedBy(screen.getByLabelText('Phone'))).toBe('Valid phone number is required');

    type('Full name', 'Jordan Ellis');
    type('Email', 'jordan@demo');
    type('Phone', '555-0188');
    expect(button('Next')).toBeDisabled();
    expect(describedBy(screen.getByLabelText('Email'))).toBe('Valid email is required');
    type('Email', 'jordan@demo.test');
    type('Phone', '(404) 555-0188');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    expect(button('Next')).not.toBeDisabled();
    fireEvent.click(button('Next'));
    expect(await stepHeading('Experience')).toBe(document.activeElement);
    expect(button('Previous')).not.toBeDisabled();
  });

  it('step 2: the years input ignores values outside 0 to 50, and specialty and description are required', async () => {
    renderApplication(SIGNED_OUT, {
      step: 1,
      values: validValues({ yearsOfExperience: '0', specialty: '', description: '' }),
    });
    await stepHeading('Experience');
    const years = screen.getByLabelText<HTMLInputElement>('Years of professional experience');
    expect(years.value).toBe('0');
    fireEvent.change(years, { target: { value: '60' } });
    expect(years.value).toBe('0');
    expect(describedBy(years)).toBe('Years of experience cannot exceed 50');
    fireEvent.change(years, { target: { value: '-1' } });
    expect(years.value).toBe('0');
    expect(describedBy(years)).toBe('Years of experience must be 0 or greater');
    fireEvent.change(years, { target: { value: '50' } });
    expect(years.value).toBe('50');
    expect(describedBy(years)).toBe('');

    const specialty = screen.getByLabelText<HTMLSelectElement>('Specialty');
    expect([...specialty.options].map((o) => o.value)).toEqual(['', ...CHEF_SPECIALTIES]);
    leave('Specialty');
    expect(describedBy(specialty)).toBe('Specialty is required');
    fireEvent.change(specialty, { target: { value: 'pastry' } });
    expect(describedBy(specialty)).toBe('');

    const description = screen.getByLabelText('Tell us about your cooking');
    fireEvent.change(description, { target: { value: 'I cook.' } });
    fireEvent.blur(description);
    expect(describedBy(description)).toContain('Please provide at least 50 characters about your cooking experience');
    expect(screen.getByText('7 of 50 characters')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    fireEvent.change(description, { target: { value: DESCRIPTION } });
    expect(button('Next')).not.toBeDisabled();
    fireEvent.click(button('Previous'));
    expect(await stepHeading('Personal Info')).toBeInTheDocument();
    fireEvent.click(button('Next'));
    expect(screen.getByLabelText<HTMLInputElement>('Years of professional experience').value).toBe('50');
  });

  it('step 3: the video link is optional but must be a URL, and Next waits for both quizzes', async () => {
    renderApplication(SIGNED_OUT, {
      step: 2,
      values: validValues({
        foodSafetyScore: null,
        professionalismScore: null,
        foodSafetyAnswers: [],
        professionalismAnswers: [],
      }),
    });
    await stepHeading('Video & Quiz');
    expect(button('Next')).toBeDisabled();
    type(/Cooking video link/, 'my youtube video');
    leave(/Cooking video link/);
    expect(describedBy(screen.getByLabelText(/Cooking video link/))).toContain(
      'Please provide a valid video URL (YouTube, Vimeo, etc.)',
    );
    type(/Cooking video link/, 'https://www.youtube.com/watch?v=abc123');
    expect(screen.queryByText(/valid video URL/)).not.toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
  });

  it('step 4: three optional references, so Next is ready at once', async () => {
    renderApplication(SIGNED_OUT, {
      step: 3,
      values: validValues({ reference1Name: '', reference1Phone: '', reference1Relationship: '' }),
    });
    await stepHeading('References');
    for (const n of [1, 2, 3]) {
      const group = screen.getByRole('group', { name: `Reference ${n} (optional)` });
      expect(within(group).getAllByRole('textbox')).toHaveLength(3);
      expect(within(group).getByLabelText(`Reference ${n} Relationship`)).toBeInTheDocument();
    }
    expect(button('Next')).not.toBeDisabled();
    type('Reference 2 Name', 'Ana Ruiz');
    fireEvent.click(button('Next'));
    expect(await stepHeading('Final Details')).toBeInTheDocument();
  });

  it('step 5: beside the disabled Submit, says what is still needed once the applicant is at work', async () => {
    renderApplication(SIGNED_IN, { step: 4, values: { ...validValues(), ...pickStep5Defaults() } });
    await stepHeading('Final Details');
    await screen.findByRole('button', { name: 'Submit Application' });
    const hint = () => screen.getByText('Complete this step to continue.').parentElement as HTMLElement;
    // Nothing visited yet: the plain hint, no list of messages.
    expect(within(hint()).queryAllByRole('listitem')).toHaveLength(0);

    type('Service area', 'Decatur');
    type('ZIP code', '30030');
    fireEvent.click(screen.getByRole('checkbox', { name: /I consent to a background check/ }));
    // The services were never ticked: the one rule left is named, and Submit is described by it.
    expect(
      within(hint())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Select at least one service type']);
    expect(describedBy(button('Submit Application'))).toContain('Select at least one service type');
    expect(button('Submit Application')).toBeDisabled();

    fireEvent.click(within(screen.getByRole('group', { name: 'Services you offer' })).getAllByRole('checkbox')[0]);
    expect(screen.queryByText('Complete this step to continue.')).not.toBeInTheDocument();
    expect(button('Submit Application')).not.toBeDisabled();
  });

  it('step 5: service types, area, ZIP, price from $25 and consent, each with its message', async () => {
    renderApplication(SIGNED_OUT, { step: 4, values: { ...validValues(), ...pickStep5Defaults() } });
    await stepHeading('Final Details');
    expect(screen.getByLabelText<HTMLInputElement>('Starting price per person').value).toBe('25');
    const services = within(screen.getByRole('group', { name: 'Services you offer' })).getAllByRole('checkbox');
    expect(services.map((s) => (s as HTMLInputElement).value)).toEqual([
      'Meal Prep',
      'Private Dinner',
      'Catering',
      'Cooking Classes',
    ]);
    expect(button('Sign In to Submit')).toBeInTheDocument();

    fireEvent.click(services[2]);
    fireEvent.click(services[2]);
    expect(screen.getByText('Select at least one service type')).toBeInTheDocument();
    leave('Service area');
    expect(describedBy(screen.getByLabelText('Service area'))).toContain('Location is required');
    type('ZIP code', '3030');
    leave('ZIP code');
    expect(describedBy(screen.getByLabelText('ZIP code'))).toContain('Valid zip code required');
    type('Starting price per person', '20');
    leave('Starting price per person');
    expect(describedBy(screen.getByLabelText('Starting price per person'))).toContain('Minimum $25 per person');
    const consent = screen.getByRole('checkbox', { name: /I consent to a background check/ });
    fireEvent.click(consent);
    fireEvent.click(consent);
    expect(describedBy(consent)).toBe('Background check consent is required');
    expect(screen.getByText('Complete this step to continue.')).toBeInTheDocument();

    fireEvent.click(services[2]);
    type('Service area', 'Decatur');
    type('ZIP code', '30030');
    type('Starting price per person', '25');
    fireEvent.click(consent);
    expect(screen.queryByText('Complete this step to continue.')).not.toBeInTheDocument();
    expect(screen.queryByText(/required|Minimum|Select at least/)).not.toBeInTheDocument();
  });
});

function pickStep5Defaults() {
  const initial = initialApplicationValues(null);
  return {
    serviceTypes: initial.serviceTypes,
    location: initial.location,
    zipCode: initial.zipCode,
    pricePerPerson: initial.pricePerPerson,
    backgroundCheckConsent: initial.backgroundCheckConsent,
  };
}
