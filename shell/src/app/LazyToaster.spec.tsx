import { toast } from '@chefs/ui';
import { act, render, screen } from '@testing-library/react';
import { LazyToaster } from './LazyToaster';

// The toaster's chunk cannot be fetched while "offline", as a real chunk without a network.
const mockNetwork = { online: false };
jest.mock('./toaster-chunk', () => {
  if (!mockNetwork.online) throw new Error('Loading chunk 212 failed.');
  return jest.requireActual<object>('./toaster-chunk');
});

describe('LazyToaster offline', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the page when its code cannot load, and shows the toast once the browser is back online', async () => {
    render(
      <>
        <p>The page</p>
        <LazyToaster />
      </>,
    );
    await act(async () => {
      toast({ title: 'Recipe saved' });
    });
    await act(async () => {}); // the failed load settles
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Recipe saved')).not.toBeInTheDocument();

    mockNetwork.online = true;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000); // a moment later
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Recipe saved')).toBeInTheDocument();
  });
});
