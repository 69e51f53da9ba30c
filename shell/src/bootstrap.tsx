import './styles.css';
import { authUserQuery, createQueryClient } from '@chefs/api-client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerRemoteEntries } from './remotes/remote-loader';
import { loadRemotesConfig } from './remotes/remotes-config';

/** How long the first paint waits for the session before showing "/" as signed out (docs/product.md §2). */
const SESSION_WAIT_MS = 1500;

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  // Ask for the session and the remotes' locations together; paint once the session is
  // known (or after a short wait), so "/" does not show the landing page to a signed-in user.
  const session = queryClient.prefetchQuery(authUserQuery);
  registerRemoteEntries(await loadRemotesConfig());
  await Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  // A prerendered page (served to a request without a session cookie) was rendered signed out:
  // hydrated as it is when the session says signed out, and drawn anew otherwise (a session
  // that came without the cookie the gateway looks for, or not known in time).
  const signedOut =
    queryClient.getQueryState(authUserQuery.queryKey)?.status === 'success' &&
    !queryClient.getQueryData(authUserQuery.queryKey);
  if (container.dataset.prerendered !== undefined && signedOut) {
    // The root stays inert until the portal's part has hydrated (RemoteSlot: leavePrerendered).
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('The prerendered page was drawn anew:', error),
    });
    return;
  }
  container.replaceChildren();
  container.removeAttribute('inert');
  delete container.dataset.prerendered;
  createRoot(container).render(app);
}

void start();
