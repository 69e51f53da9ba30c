import { fireEvent, screen } from '@testing-library/react';
import { installFakeFetch, renderWithProviders, UNAUTHORIZED, aUser } from '../testing';
import { useAuth } from './useAuth';

function Probe() {
  const { user, isLoading, isAuthenticated, isAdmin, sessionFailed, retrySession } = useAuth();
  if (sessionFailed) return <button onClick={retrySession}>session check failed</button>;
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

  it('never reads a failed session check as signed out: still loading, and asked again on retry', async () => {
    let answer: { status: number; body?: unknown } = { status: 503, body: { message: 'Service Unavailable' } };
    fake = installFakeFetch({ 'GET /api/auth/user': () => answer });
    renderWithProviders(<Probe />);
    const retry = await screen.findByRole('button', { name: 'session check failed' });
    expect(screen.queryByText('signed out')).not.toBeInTheDocument();
    expect(fake.calls).toHaveLength(1);
    answer = { status: 200, body: aUser({ email: 'casey@demo.test' }) };
    fireEvent.click(retry);
    expect(await screen.findByText('signed in as casey@demo.test')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(2);
  });

  it('gives the user when signed in, and knows an admin by role', async () => {
    fake = installFakeFetch({ 'GET /api/auth/user': { body: aUser({ email: 'admin@demo.test', role: 'admin' }) } });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('signed in as admin@demo.test (admin)')).toBeInTheDocument();
  });
});
