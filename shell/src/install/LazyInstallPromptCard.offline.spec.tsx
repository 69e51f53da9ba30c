import { act, render, screen } from '@testing-library/react';
import { LazyInstallPromptCard } from './LazyInstallPromptCard';

// The card's chunk cannot be fetched while "offline", as a real chunk without a network.
const mockNetwork = { online: false };
jest.mock('./InstallPromptCard', () => {
  if (!mockNetwork.online) throw new Error('Loading chunk 407 failed.');
  return jest.requireActual<object>('./InstallPromptCard');
});

// A file of its own, as LazyInstallPromptCard.spec.tsx: engagement lasts the page's life.
describe('LazyInstallPromptCard offline', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the page when the card cannot load, and shows the card once the browser is back online', async () => {
    render(
      <>
        <p>The page</p>
        <LazyInstallPromptCard />
      </>,
    );
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: jest.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    await act(async () => {
      window.dispatchEvent(offer);
      window.dispatchEvent(new Event('pointerdown'));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20)); // the failed load settles
    });
    expect(screen.getByText('The page')).toBeInTheDocument();

    mockNetwork.online = true;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000); // a moment later
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('complementary', { name: 'Install Chefs Atlanta' })).toBeInTheDocument();
  });
});
