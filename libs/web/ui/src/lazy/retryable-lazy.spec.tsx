import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { retryableLazy } from './retryable-lazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('retryableLazy', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads again after a failed load, where React.lazy would throw the first error for good', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;
    const load = jest.fn(() =>
      online ? Promise.resolve(Hello) : Promise.reject(new Error('Loading chunk 131 failed.')),
    );
    const Page = retryableLazy(load);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page name="Ada" />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // React's own re-renders right after the failure did not load again (offline, without end).
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000);
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
