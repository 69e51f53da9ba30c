import { Badge, Button, cn, focusRing, type BadgeTone } from '@chefs/ui';
import { type PushNotifications } from '../push/usePushNotifications';
import { type PushPermission } from '../push/push-browser';

const PERMISSION_LABELS: Record<PushPermission, { text: string; tone: BadgeTone }> = {
  default: { text: 'Not Set', tone: 'neutral' },
  granted: { text: 'Allowed', tone: 'success' },
  denied: { text: 'Blocked', tone: 'danger' },
  unsupported: { text: 'Not Supported', tone: 'neutral' },
};

/** docs/product.md §2: what a subscribed user receives. */
const RECEIVES = ['Booking confirmations', 'Booking reminders', 'Chef messages', 'Status updates'];

/**
 * docs/product.md §2 push settings card: the permission, the toggle (disabled while loading or when
 * blocked), and once subscribed Send Test, Disable and what the user receives.
 */
export function PushSettingsCard({ push }: { push: PushNotifications }) {
  const { permission, subscribed, loading } = push;
  const label = PERMISSION_LABELS[permission];
  return (
    <section aria-labelledby="push-settings-title" aria-busy={loading}>
      <h2 id="push-settings-title" className="font-display text-base font-semibold text-ink">
        Push Notifications
      </h2>
      <p className="mt-1 text-sm text-muted">
        Booking updates and reminders on this device, even when the site is closed.
      </p>
      <div className="mt-3 flex items-center justify-between rounded-lg bg-cream px-3 py-2">
        <span className="text-sm font-medium text-ink">Permission</span>
        <Badge tone={label.tone}>{label.text}</Badge>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 px-1">
        <span id="push-toggle-label" className="text-sm font-medium text-ink">
          Enable notifications
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={subscribed}
          aria-labelledby="push-toggle-label"
          disabled={loading || permission === 'denied'}
          onClick={() => void (subscribed ? push.disable() : push.enable())}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
            'disabled:cursor-not-allowed disabled:opacity-50',
            subscribed ? 'bg-brand-800' : 'bg-stone-400',
            focusRing,
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
              subscribed ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
      </div>
      <p role="status" className="mt-2 min-h-4 px-1 text-xs text-muted">
        {loading ? 'Working…' : ''}
      </p>
      {subscribed ? (
        <>
          <p className="mt-1 text-sm font-medium text-ink">You&apos;ll receive:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-muted">
            {RECEIVES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void push.sendTest()} disabled={loading}>
              Send Test
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void push.disable()} disabled={loading}>
              Disable
            </Button>
          </div>
        </>
      ) : null}
      {permission === 'denied' ? (
        <p className="mt-3 text-xs text-muted">
          Notifications are blocked. To turn them on, click the lock icon in your browser&apos;s address bar, allow
          notifications, then refresh the page.
        </p>
      ) : null}
      {permission === 'unsupported' ? (
        <p className="mt-3 text-xs text-muted">Push notifications are not supported in this browser.</p>
      ) : null}
    </section>
  );
}
