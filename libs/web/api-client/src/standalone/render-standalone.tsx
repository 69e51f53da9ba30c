import { type ReactNode, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StandaloneApp } from './StandaloneApp';

/**
 * Runs a remote on its own page (its bootstrap under `rspack serve`): its routes in the
 * StandaloneApp frame, rendered into #root.
 */
export function renderStandalone(remote: string, routes: ReactNode): Root {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Standalone, the whole page (Radix portals included) is this remote's styling scope.
  document.body.dataset.remote = remote;
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <StandaloneApp remote={remote}>{routes}</StandaloneApp>
    </StrictMode>,
  );
  return root;
}
