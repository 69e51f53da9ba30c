import { Badge, type BadgeTone } from '@chefs/ui';
import { useEffect, useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

const LABELS: Record<Permission, { text: string; tone: BadgeTone }> = {
  default: { text: 'Not Set', tone: 'neutral' },
  granted: { text: 'Allowed', tone: 'success' },
  denied: { text: 'Blocked', tone: 'danger' },
  unsupported: { text: 'Not Supported', tone: 'neutral' },
};

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Spec §2 push settings card, first cut: the browser's permission (the toggle comes with the push flow). */
export function PushSettingsCard() {
  const [permission, setPermission] = useState<Permission>(currentPermission);

  useEffect(() => {
    // Follow changes made in the browser's site settings while the popover is open.
    const onFocus = () => setPermission(currentPermission());
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  const label = LABELS[permission];
  return (
    <section aria-labelledby="push-settings-title">
      <h2 id="push-settings-title" className="font-display text-base font-semibold text-ink">
        Push Notifications
      </h2>
      <p className="mt-1 text-sm text-muted">
        Booking confirmations, reminders, chef messages and status updates on this device.
      </p>
      <div className="mt-3 flex items-center justify-between rounded-lg bg-cream px-3 py-2">
        <span className="text-sm font-medium text-ink">Permission</span>
        <Badge tone={label.tone}>{label.text}</Badge>
      </div>
      {permission === 'denied' ? (
        <p className="mt-3 text-xs text-muted">
          To turn them on, click the lock icon in your browser&apos;s address bar, allow notifications, then refresh the
          page.
        </p>
      ) : null}
      {permission === 'unsupported' ? (
        <p className="mt-3 text-xs text-muted">Push notifications are not supported in this browser.</p>
      ) : null}
    </section>
  );
}
