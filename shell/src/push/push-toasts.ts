import { type ToastOptions } from '@chefs/ui';

/** Every push toast of docs/product.md §5 and §8, word for word. */
export const PUSH_TOASTS = {
  signIn: {
    title: 'Please Sign In',
    description: 'You need to be signed in to enable notifications',
    variant: 'destructive',
  },
  notSupported: {
    title: 'Not Supported',
    description: 'Push notifications are not supported in this browser',
    variant: 'destructive',
  },
  enabled: { title: 'Notifications Enabled', description: "You'll now receive booking updates and reminders." },
  /** This device was already subscribed: it is on again for the signed-in user. */
  reEnabled: { title: 'Notifications Enabled', description: "You'll receive booking updates and reminders." },
  blocked: {
    title: 'Notifications Blocked',
    description: 'You can enable notifications in your browser settings.',
    variant: 'destructive',
  },
  subscribeFailed: {
    title: 'Subscription Failed',
    description: 'Failed to enable notifications. Please try again.',
    variant: 'destructive',
  },
  unsubscribeFailed: {
    title: 'Unsubscribe Failed',
    description: 'Failed to disable notifications. Please try again.',
    variant: 'destructive',
  },
  disabled: { title: 'Notifications Disabled', description: 'You will no longer receive push notifications.' },
  notSubscribed: { title: 'Not Subscribed', description: 'Please enable notifications first.', variant: 'destructive' },
  test: {
    title: 'Test Notification',
    description: 'If notifications are working, you should see a push notification shortly.',
  },
} as const satisfies Record<string, ToastOptions>;
