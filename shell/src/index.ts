import { listenForInstallOffer } from './install/install-offer';

// Async boundary: lets Module Federation negotiate the shared singletons (react,
// react-dom, the router, the query cache, @chefs/ui, @chefs/api-client) before any of
// them is evaluated.
const start = (): void => {
  import('./bootstrap').catch((error: unknown) => {
    console.error('The app failed to start', error);
  });
};

// The browser's install offer may come before the app has started (below, that waits for a
// drawn page's first paint, then the session): kept from here on for the install card.
listenForInstallOffer();

// A page that came drawn (prerendered, or drawn on the server with its data) is painted from its
// HTML: the app's start (its modules' evaluation, then hydration) waits for that first paint
// instead of running before it. A hidden tab paints no frame: the timer starts it there.
if (document.getElementById('root')?.dataset.prerendered !== undefined) {
  let started = false;
  const once = (): void => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
} else {
  start();
}
