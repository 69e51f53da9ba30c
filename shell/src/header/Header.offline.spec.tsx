import { aUser, installFakeFetch, renderWithProviders } from '@chefs/api-client/testing';
import { act, screen } from '@testing-library/react';
import { Header } from './Header';

// The signed-in actions' chunk cannot be fetched while "offline", as a real chunk without a network.
const mockNetwork = { online: false };
jest.mock('./SignedInActions', () => {
  if (!mockNetwork.online) throw new Error('Loading chunk 318 failed.');
  return jest.requireActual<object>('./SignedInActions');
});

describe('Header offline', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the header when the signed-in actions cannot load, and shows them once back online', async () => {
    const fake = installFakeFetch({ 'GET /api/auth/user': { body: aUser() } });
    renderWithProviders(<Header />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20)); // the session, then the failed load
    });
    expect(screen.getByRole('link', { name: 'Chefs Atlanta home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();

    mockNetwork.online = true;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000); // a moment later
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    fake.restore();
  });
});
