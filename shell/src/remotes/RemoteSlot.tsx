import { Suspense, useContext, useLayoutEffect, useState } from 'react';
import { leavePrerendered } from '../prerender/leave-prerendered';
import { useLocation } from 'react-router';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import { type RemoteName } from './remote-names';
import { RemoteRegistryContext } from './remote-registry';

/** Renders a remote's routes behind a loading state and an error boundary with retry. */
export function RemoteSlot({ name }: { name: RemoteName }) {
  const registry = useContext(RemoteRegistryContext);
  const { pathname } = useLocation();
  const [, setAttempt] = useState(0);
  const Routes = registry.routesOf(name);

  return (
    <RemoteErrorBoundary
      name={name}
      resetKey={pathname}
      onReset={() => {
        registry.forget(name);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Routes />
        <PortalShown />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Renders nothing; once the portal's page is in the document (for a prerendered page: hydrated), the page is usable. */
function PortalShown() {
  useLayoutEffect(leavePrerendered, []);
  return null;
}
