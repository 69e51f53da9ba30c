import { browserNavigation } from '@chefs/api-client';
import {
  anOwnChefProfile,
  aUser,
  installFakeFetch,
  renderWithProviders,
  SERVER_ERROR,
  UNAUTHORIZED,
} from '@chefs/api-client/testing';
import { dismissToast, Toaster } from '@chefs/ui';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ChefPortalPage } from './ChefPortalPage';

const ZIPS = 'ZIP codes you serve, separated by commas';

function renderProfile(save: Parameters<typeof installFakeFetch>[0][string]) {
  const fake = installFakeFetch({
    'GET /api/auth/user': { body: aUser({ role: 'chef' }) },
    'GET /api/chef-profile': { body: anOwnChefProfile({ zipCodes: ['30030', '30307'] }) },
    'GET /api/chef-application-status': { status: 404, body: { statusCode: 404, message: 'Not Found' } },
    'PATCH /api/chef-profile': save,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/chef-portal" element={<ChefPortalPage />} />
      </Routes>
      <Toaster />
    </>,
    { route: '/chef-portal' },
  );
  return fake;
}

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the chef edits their profile', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
    sessionStorage.clear();
  });

  it('opens the form with the profile, saves the changes and shows the saved profile', async () => {
    const saved = anOwnChefProfile({
      specialty: 'Lowcountry Seafood',
      pricePerPerson: '92.50',
      bio: 'Shrimp and grits.',
    });
    fake = renderProfile({ body: saved });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(field('Specialty')).toHaveValue('Southern Cuisine');
    expect(field('Specialty')).toHaveFocus();
    expect(field('Price per person ($)')).toHaveValue(85);
    expect(field(ZIPS)).toHaveValue('30030, 30307');
    type('Specialty', 'Lowcountry Seafood');
    type(ZIPS, '30030, 30307 ,30033,');
    type('Price per person ($)', '92.50');
    type('Bio', 'Shrimp and grits.');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your public profile shows the changes.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      specialty: 'Lowcountry Seafood',
      pricePerPerson: 92.5,
      location: 'Decatur, GA',
      zipCodes: ['30030', '30307', '30033'],
      bio: 'Shrimp and grits.',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument());
    expect(screen.getByText('$92.50')).toBeInTheDocument();
    expect(screen.getByText('Shrimp and grits.')).toBeInTheDocument();
    // The saved profile keeps its review count: the rating still shows, not "No ratings yet".
    expect(screen.getByText('4.8 / 5')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus());
  });

  it('names what to fix without sending anything, and keeps what was typed when the save fails', async () => {
    fake = renderProfile(SERVER_ERROR);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    type('Specialty', '');
    type(ZIPS, '30303, 303');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Specialty is required')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the ZIP codes you serve, separated by commas (for example 30303, 30305)'),
    ).toBeInTheDocument();
    expect(field('Specialty')).toHaveFocus();
    expect(fake.calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    type('Specialty', 'Creole');
    type(ZIPS, '30303');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update your profile. Please try again.')).toBeInTheDocument();
    expect(field('Specialty')).toHaveValue('Creole');
    expect(field(ZIPS)).toHaveValue('30303');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Southern Cuisine', { selector: 'dd' })).toBeInTheDocument();
  });

  it('keeps what was typed through a lapsed session: back from signing in, the form is open as it was', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderProfile(UNAUTHORIZED);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
      type('Specialty', 'Lowcountry Seafood');
      type('Bio', 'Shrimp and grits, slow and right.');
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));

      // Signed in again, the portal is drawn anew in the same tab.
      cleanup();
      fake.restore();
      fake = renderProfile({ body: anOwnChefProfile() });
      expect(await screen.findByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
      expect(field('Specialty')).toHaveValue('Lowcountry Seafood');
      expect(field('Bio')).toHaveValue('Shrimp and grits, slow and right.');
      expect(field(ZIPS)).toHaveValue('30030, 30307');

      // Cancel drops the draft: drawn again, the portal shows the profile.
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      cleanup();
      fake.restore();
      fake = renderProfile({ body: anOwnChefProfile() });
      expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    } finally {
      go.mockRestore();
    }
  });

  it('saves once on a double click, Save busy (not disabled, so it keeps the focus) until the answer', async () => {
    fake = renderProfile('pending');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    type('Specialty', 'Creole');
    const save = screen.getByRole('button', { name: 'Save changes' });
    save.focus();
    // Both clicks before React draws: only a guard taken at the click keeps the second from sending.
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Edit profile' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
  });
});
