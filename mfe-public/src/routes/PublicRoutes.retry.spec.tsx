import { installFakeFetch, renderWithProviders, UNAUTHORIZED } from '@chefs/api-client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import PublicRoutes from './PublicRoutes';

// The meals page's chunk fails to load while "offline", as a real chunk does without a network.
const mockNetwork = { online: false };
jest.mock('../meals/MealsPage', () => {
  if (!mockNetwork.online) throw new Error('Loading chunk 131 failed.');
  return { MealsPage: () => <h1>Chef&apos;s Collection</h1> };
});

/** The shell's RemoteErrorBoundary in short: "Try again" renders the portal afresh. */
class TryAgain extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    );
  }
}

describe('PublicRoutes after a page failed to load', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/auth/user': UNAUTHORIZED });
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    fake.restore();
    jest.restoreAllMocks();
  });

  it('loads the page on "Try again" once the network is back (not the first failure for good)', async () => {
    renderWithProviders(
      <TryAgain>
        <Suspense fallback={<p>Loading…</p>}>
          <PublicRoutes />
        </Suspense>
      </TryAgain>,
      { route: '/meals' },
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    mockNetwork.online = true;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000); // a moment later
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('heading', { level: 1, name: "Chef's Collection" })).toBeInTheDocument();
  });
});
