import { Button, cn, focusRing } from '@chefs/ui';
import { Download, X } from 'lucide-react';
import { useInstallPrompt } from './useInstallPrompt';

/** The install-to-home-screen card (docs/product.md §1, §4), offered when the browser can install the app. */
export function InstallPromptCard() {
  const { canInstall, install, dismiss } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <aside
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-4 bottom-4 z-40 rounded-xl border border-line bg-white p-4 shadow-lg sm:right-auto sm:w-96"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-display text-base font-semibold text-ink">
            Install Chefs Atlanta
          </h2>
          <p className="mt-1 text-sm text-muted">
            Add the app to your home screen to book chefs and follow your reservations in one tap.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void install()}>
              <Download aria-hidden="true" className="h-4 w-4" />
              Install
            </Button>
            <Button size="sm" variant="ghost" onClick={dismiss}>
              Not now
            </Button>
          </div>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss install prompt"
          className={cn('-mt-1 -mr-1 rounded-full p-1 text-muted hover:bg-sand', focusRing)}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </aside>
  );
}
