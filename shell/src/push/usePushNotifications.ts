import { type PushSubscriptionRequest, type PushSubscriptionStatus } from '@chefs/contracts';
import { apiRequest, isUnauthorizedError, useAuth } from '@chefs/api-client';
import { toast } from '@chefs/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  currentPermission,
  deviceSubscription,
  fetchVapidPublicKey,
  isPushSupported,
  showTestNotification,
  subscribeDevice,
  type PushPermission,
} from './push-browser';
import { PUSH_TOASTS } from './push-toasts';
import { subscriptionRequest } from './subscription-request';

export interface PushNotifications {
  permission: PushPermission;
  /** This device receives pushes for the signed-in user. */
  subscribed: boolean;
  /** Checking the device at start, or turning pushes on or off. */
  loading: boolean;
  enable(): Promise<void>;
  disable(): Promise<void>;
  sendTest(): Promise<void>;
  /** Re-reads the permission (the user may have changed it in the site settings). */
  refreshPermission(): void;
}

/** POST and DELETE /api/notifications/subscribe. */
function usePushSubscriptionApi() {
  const save = useMutation({
    mutationFn: (subscription: PushSubscriptionRequest) =>
      apiRequest<PushSubscriptionStatus>('POST', '/api/notifications/subscribe', subscription),
  });
  const remove = useMutation({
    mutationFn: (endpoint: string) =>
      apiRequest<PushSubscriptionStatus>('DELETE', '/api/notifications/subscribe', { endpoint }),
  });
  return { save: save.mutateAsync, remove: remove.mutateAsync };
}

/**
 * The bell's push settings (docs/product.md §2, §4, §8). Enable: permission, /sw.js, subscribe, then the
 * server; disable: unsubscribe in the browser, then the server; Send Test: a local notification.
 * It lives in the bell, not in the popover, so the state outlasts the popover closing.
 */
export function usePushNotifications(): PushNotifications {
  const { user } = useAuth();
  const api = usePushSubscriptionApi();
  const [permission, setPermission] = useState<PushPermission>(currentPermission);
  const [checking, setChecking] = useState(isPushSupported);
  const [working, setWorking] = useState(false);
  const subscription = useRef<PushSubscription | null>(null);
  const [subscribed, setSubscribed] = useState(false);

  const hold = (next: PushSubscription | null) => {
    subscription.current = next;
    setSubscribed(next !== null);
  };

  useEffect(() => {
    if (!isPushSupported()) return;
    let live = true;
    deviceSubscription()
      .then((existing) => live && hold(existing))
      .catch((error: unknown) => console.warn('Could not read the push subscription', error))
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, []);

  const refreshPermission = useCallback(() => setPermission(currentPermission()), []);

  const enable = async () => {
    if (!user) return void toast(PUSH_TOASTS.signIn);
    if (!isPushSupported()) return void toast(PUSH_TOASTS.notSupported);
    setWorking(true);
    let created: PushSubscription | null = null;
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer === 'denied') return void toast(PUSH_TOASTS.blocked);
      if (answer !== 'granted') return; // the prompt was dismissed: nothing changes
      const device = await subscribeDevice(await fetchVapidPublicKey());
      if (device.created) created = device.subscription;
      await api.save(subscriptionRequest(device.subscription));
      hold(device.subscription);
      toast(device.created ? PUSH_TOASTS.enabled : PUSH_TOASTS.reEnabled);
    } catch (error) {
      // Keep the browser and the server in step: a subscription the server refused is dropped.
      await created?.unsubscribe().catch(() => false);
      console.error('Could not enable push notifications', error);
      toast(isUnauthorizedError(error) ? PUSH_TOASTS.signIn : PUSH_TOASTS.subscribeFailed);
    } finally {
      setWorking(false);
    }
  };

  const disable = async () => {
    setWorking(true);
    try {
      const current = subscription.current ?? (await deviceSubscription());
      if (current) {
        const { endpoint } = current;
        await current.unsubscribe();
        hold(null);
        // The device is off now. Should the server miss this, the push service answers 410 for
        // the endpoint at the next push and the worker deletes it then.
        await api.remove(endpoint).catch((error: unknown) => console.warn('The server kept the subscription', error));
      }
      hold(null);
      toast(PUSH_TOASTS.disabled);
    } catch (error) {
      console.error('Could not disable push notifications', error);
      toast(PUSH_TOASTS.unsubscribeFailed);
    } finally {
      setWorking(false);
    }
  };

  const sendTest = async () => {
    if (!subscription.current) return void toast(PUSH_TOASTS.notSubscribed);
    try {
      await showTestNotification();
      toast(PUSH_TOASTS.test);
    } catch (error) {
      console.error('Could not show the test notification', error);
      toast(PUSH_TOASTS.notSubscribed);
    }
  };

  return { permission, subscribed, loading: checking || working, enable, disable, sendTest, refreshPermission };
}
