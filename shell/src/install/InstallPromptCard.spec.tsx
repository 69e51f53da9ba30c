import { act, fireEvent, render, screen } from '@testing-library/react';
import { listenForInstallOffer } from './install-offer';
import { INSTALL_DISMISSED_KEY, INSTALL_PROMPT_SUPPRESS_MS } from './install-prompt';
import { InstallPromptCard } from './InstallPromptCard';
import { LazyInstallPromptCard } from './LazyInstallPromptCard';

/** What Chromium fires when the app can be installed: a cancelable event with prompt() and userChoice. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = jest.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const card = () => screen.queryByRole('complementary', { name: 'Install Chefs Atlanta' });

/** The visitor's first key, tap or scroll on the page, which the card waits for. */
function engage(type: 'keydown' | 'pointerdown' | 'scroll' = 'keydown') {
  act(() => {
    window.dispatchEvent(new Event(type));
  });
}

describe('InstallPromptCard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      window.dispatchEvent(new Event('appinstalled')); // the kept offer lives as long as the page
    });
  });

  // First: the page's engagement is kept for the page's life (the module's), as the offer is.
  it('waits for an offer and for the visitor’s first tap, key or scroll, whichever comes last', () => {
    listenForInstallOffer();
    render(<InstallPromptCard />);
    offerInstall();
    expect(card()).not.toBeInTheDocument(); // the page is still loading for all it knows: no overlay yet
    engage('scroll');
    expect(card()).toBeInTheDocument();
  });

  describe('once the visitor has engaged', () => {
    beforeEach(() => engage());

    it('stays hidden until the browser offers to install the app', () => {
      render(<InstallPromptCard />);
      expect(card()).not.toBeInTheDocument();
      const { event } = offerInstall();
      expect(card()).toBeInTheDocument();
      expect(event.defaultPrevented).toBe(true);
    });

    it('shows an offer the browser made before the card was drawn', () => {
      listenForInstallOffer(); // what the entry (index.ts) does first
      const { event } = offerInstall();
      expect(event.defaultPrevented).toBe(true);
      render(<InstallPromptCard />);
      expect(card()).toBeInTheDocument();
    });

    it('Install opens the browser’s dialog; accepting it hides the card', async () => {
      render(<InstallPromptCard />);
      const { prompt } = offerInstall('accepted');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Install' }));
      });
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(card()).not.toBeInTheDocument();
      expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
    });

    it('saying no in the browser’s dialog counts as a dismissal', async () => {
      render(<InstallPromptCard />);
      offerInstall('dismissed');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Install' }));
      });
      expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
    });

    it.each(['Not now', 'Dismiss install prompt'])('"%s" hides it for 7 days, then it may come back', (button) => {
      const now = jest.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
      render(<InstallPromptCard />);
      offerInstall();
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(card()).not.toBeInTheDocument();
      expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1750000000000');

      now.mockReturnValue(1_750_000_000_000 + INSTALL_PROMPT_SUPPRESS_MS - 1000);
      offerInstall();
      expect(card()).not.toBeInTheDocument();

      now.mockReturnValue(1_750_000_000_000 + INSTALL_PROMPT_SUPPRESS_MS + 1000);
      offerInstall();
      expect(card()).toBeInTheDocument();
    });

    it('goes away once the app is installed', () => {
      render(<InstallPromptCard />);
      offerInstall();
      act(() => {
        window.dispatchEvent(new Event('appinstalled'));
      });
      expect(card()).not.toBeInTheDocument();
    });

    describe('LazyInstallPromptCard', () => {
      it('loads the card once the browser offers to install the app', async () => {
        render(<LazyInstallPromptCard />);
        expect(card()).not.toBeInTheDocument();
        offerInstall();
        expect(await screen.findByRole('complementary', { name: 'Install Chefs Atlanta' })).toBeInTheDocument();
      });

      it('loads nothing for an offer within 7 days of a dismissal', () => {
        localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now() - 1000));
        render(<LazyInstallPromptCard />);
        const { event } = offerInstall();
        expect(event.defaultPrevented).toBe(true);
        expect(card()).not.toBeInTheDocument();
      });
    });
  });
});
