import './styles.css';
import { authUserQuery, createQueryClient } from '@chefs/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
