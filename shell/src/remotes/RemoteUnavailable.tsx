import { Button, Card, Container } from '@chefs/ui';
import { CircleAlert, WifiOff } from 'lucide-react';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { leavePrerendered } from '../prerender/leave-prerendered';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOffline = () => !navigator.onLine;
const notOfflineOnTheServer = () => false;

/**
 * A portal (or one of its pages) could not load. Offline, it says so in plain words, and loads
 * again by itself once the browser is back online: "the rest of the site still works" was not
 * true then, and the page stayed on the card until someone pressed Try again.
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  useLayoutEffect(leavePrerendered, []); // a prerendered page whose portal failed to load
  const offline = useSyncExternalStore(subscribeOnline, isOffline, notOfflineOnTheServer);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  const Icon = offline ? WifiOff : CircleAlert;
  return (
    <Container className="py-12 sm:py-16">
      <Card role="alert" className="mx-auto flex max-w-md flex-col items-center text-center">
        <Icon aria-hidden="true" className="mb-3 h-8 w-8 text-copper-600" />
        {offline ? (
          <>
            <p className="text-lg font-semibold text-ink">You are offline.</p>
            <p className="mt-1 text-sm text-muted">
              This page could not load without an internet connection. It will load when you are back online.
            </p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold text-ink">This section is unavailable right now.</p>
            <p className="mt-1 text-sm text-muted">The rest of the site still works. You can try loading it again.</p>
          </>
        )}
        <Button className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </Container>
  );
}
