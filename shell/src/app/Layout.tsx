import { Header } from '../header/Header';
import { SessionCheckFailed } from '../header/SessionCheckFailed';
import { LazyInstallPromptCard } from '../install/LazyInstallPromptCard';
import { LazyToaster } from './LazyToaster';
import { AppRoutes } from '../routes/AppRoutes';
import { useScrollOnNavigate } from '../routes/useScrollOnNavigate';

export function Layout() {
  useScrollOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <SessionCheckFailed />
      {/* tabIndex -1: the skip link moves the focus into main (not only the view), so the next
          Tab goes on from the page's content; main is no control, and shows no ring. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <AppRoutes />
      </main>
      <LazyInstallPromptCard />
      <LazyToaster />
    </div>
  );
}
