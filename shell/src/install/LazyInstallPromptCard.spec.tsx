import { act, render, screen } from '@testing-library/react';
import { LazyInstallPromptCard } from './LazyInstallPromptCard';

// A file of its own: a page's engagement lasts the page's life (install-offer.ts keeps it in the
// module), and this is a page nobody has touched yet.
describe('LazyInstallPromptCard on a page not yet engaged with', () => {
  it('loads the card only once the visitor has tapped, pressed a key or scrolled', async () => {
    render(<LazyInstallPromptCard />);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: jest.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true); // kept, not left to the browser's own info-bar
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20)); // time for a lazy card to load, were it asked for
    });
    expect(screen.queryByRole('complementary', { name: 'Install Chefs Atlanta' })).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByRole('complementary', { name: 'Install Chefs Atlanta' })).toBeInTheDocument();
  });
});
