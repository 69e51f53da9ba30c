import { screen } from '@testing-library/react';
import { installFakeFetch, renderWithProviders, UNAUTHORIZED, aUser } from '../testing';
import { useAuth } from './useAuth';

function Probe() {
  const { user, isLoading, isAuthenticated, isAdmin } = useAuth();
  if (isLoading) return <p>loading</p>;
  return <p>{isAuthenticated ? `signed in as ${user?.email}${isAdmin ? ' (admin)' : ''}` : 'signed out'}</p>;
}

describe('useAuth', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('treats 401 from /api/auth/user as signed out, asking once', async () => {
    fake = installFakeFetch({ 'GET /api/auth/user': UNAUTHORIZED });
    renderWithProviders(<Probe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(1);
  });

  it('gives the user when signed in, and knows an admin by role', async () => {
    fake = installFakeFetch({ 'GET /api/auth/user': { body: aUser({ email: 'admin@demo.test', role: 'admin' }) } });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('signed in as admin@demo.test (admin)')).toBeInTheDocument();
  });
});
