import { apiRequest, signOut } from '@chefs/api-client';
import { deviceSubscription, isPushSupported } from './push-browser';

/** How long sign-out waits for the device's pushes to be taken away before it leaves anyway. */
const FORGET_PUSH_TIMEOUT_MS = 1500;

/**
 * The header's Sign Out: this device stops receiving the person's pushes first, then the session
 * ends (docs/notifications.md, "Signing out"). Without it the next person on a shared device saw
 * the bell's pushes on and kept getting the previous person's booking news. The server is told
 * while the session still exists, then the browser unsubscribes; a failure or a slow answer never
 * keeps anyone from signing out.
 */
export async function signOutOfThisDevice(timeoutMs = FORGET_PUSH_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      forgetThisDevice(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
  } catch (error) {
    console.warn('Could not turn off push notifications on sign-out', error);
  } finally {
    clearTimeout(timer);
  }
  signOut();
}

async function forgetThisDevice(): Promise<void> {
  if (!isPushSupported()) return;
  const subscription = await deviceSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  // Should the server miss this, the push service answers 410 for the endpoint at the next push
  // and the worker deletes it then.
  await apiRequest('DELETE', '/api/notifications/subscribe', { endpoint }).catch((error: unknown) =>
    console.warn('The server kept the subscription', error),
  );
  await subscription.unsubscribe();
}
