import './styles.css';
import { StrictMode, startTransition } from 'react';
import { followPageHeading } from './app/page-title';
import { registerWorkerWhenInstalled } from './install/installed-app';
import { pageReadsOf } from './prerender/page-reads';
import { registerRemoteEntries } from './remotes/remote-loader';
import { loadRemotesConfig } from './remotes/remotes-config';

/**
 * The next task: the app's start runs its heaviest steps (evaluating the query cache's library,
 * React DOM, the app's own modules, then hydration) each in a task of its own, so the browser
 * can paint and answer input between them instead of running them as one long task.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** How long the first paint waits for the session before showing "/" as signed out (docs/product.md §2). */
const SESSION_WAIT_MS = 1500;

async function start(): Promise<void> {
  // "eager": in this chunk, loaded with it; evaluated only here, each in its own task.
  const { authUserQuery, createQueryClient, seedPageReads } = await import(
    /* webpackMode: "eager" */ './app/start-reads'
  );
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The title follows the page's heading from here on (a page drawn on the server has its own already).
  followPageHeading(container);
  const prerendered = container.dataset.prerendered !== undefined;
  // The gateway serves a prerendered page, or the shell marked signed out, only to a request
  // that carries no session cookie, and GET /api/auth/user would carry the same cookies: it
  // could only answer 401. Knowing the visitor is signed out without asking saves a round trip
  // before the first paint and the failed request Chrome logs for the 401
  // (docs/performance.md, "Prerendered pages"). A page the gateway drew on the server carries
  // the reads it was drawn with: a recipe's its recipe; a signed-in customer's (their home, a
  // chef's profile) their session too, which replaces the null. Otherwise ask for the session
  // and the remotes' locations together, and paint once the session is known (or after a short
  // wait), so "/" does not show the landing page to a signed-in user.
  const sessionKnown = prerendered || container.dataset.signedOut !== undefined;
  if (sessionKnown) queryClient.setQueryData(authUserQuery.queryKey, null);
  if (prerendered) seedPageReads(queryClient, pageReadsOf(document));
  const session = sessionKnown ? null : queryClient.prefetchQuery(authUserQuery);
  registerRemoteEntries(await loadRemotesConfig());
  if (session) await Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();

  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  // A prerendered or drawn page was rendered with the session the visitor has: hydrated as it is.
  if (prerendered) {
    // Its controls stay inert until the portal's part has hydrated (RemoteSlot: leavePrerendered).
    // Started in a transition, hydration runs at a transition's priority: React yields to the
    // browser every few milliseconds instead of hydrating the whole page in one long task, so
    // the page drawn from HTML keeps answering (Lighthouse's Total Blocking Time).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('The prerendered page was drawn anew:', error),
      });
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
}

// The installed app keeps its offline page (a browser tab: nothing happens).
void start().then(() => registerWorkerWhenInstalled());
