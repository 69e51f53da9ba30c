import { type CustomerPreferences } from '@chefs/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeFetch, renderWithProviders, UNAUTHORIZED } from '../testing';
import { isUnauthorizedError } from '../api-error';
import { useSavePreferences } from './useSavePreferences';

const preferences: CustomerPreferences = {
  email: 'casey@demo.test',
  firstName: 'Casey',
  lastName: 'Morgan',
  phone: '(404) 555-0123',
  serviceType: 'both',
  cuisinePreferences: ['Italian'],
  dietaryRestrictions: [],
  planningOption: 'full_service',
  oneTimeFee: 349,
  customRequest: '',
};

function Probe() {
  const save = useSavePreferences();
  return (
    <>
      <button onClick={() => save.mutate(preferences)}>save</button>
      <p>{save.isSuccess ? `saved ${save.data.oneTimeFee}` : isUnauthorizedError(save.error) ? 'signed out' : ''}</p>
    </>
  );
}

describe('useSavePreferences', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('puts the preferences on the signed-in account', async () => {
    fake = installFakeFetch({ 'PUT /api/me/preferences': { body: preferences } });
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('saved 349')).toBeInTheDocument();
    expect(fake.calls[0]).toMatchObject({ method: 'PUT', url: '/api/me/preferences', body: preferences });
  });

  it('fails as unauthorized when signed out', async () => {
    fake = installFakeFetch({ 'PUT /api/me/preferences': UNAUTHORIZED });
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});
