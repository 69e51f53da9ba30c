// What /sw.js shows and does, as plain functions (no service-worker globals), so they are
// unit-tested in jsdom and the worker itself (sw.ts) stays a thin set of event listeners.
import type { BookingDto, ChefStatusTarget, PushAction, PushPayload } from '@chefs/contracts';

/** The icon of every notification (the manifest's 192 px icon). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** The small monochrome icon Android shows in the status bar. */
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
const FALLBACK_TITLE = 'Chefs Atlanta';

/** What a notification carries for its click: where to go, and the booking its actions change. */
export interface NotificationData {
  url: string;
  bookingId?: number;
}

/** The options `showNotification` takes here (`actions` is missing from TypeScript's lib). */
export interface ShownNotification {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag?: string;
    data: NotificationData;
    actions?: { action: PushAction; title: string }[];
  };
}

const PUSH_ACTIONS: readonly PushAction[] = ['accept', 'decline'];
export const isPushAction = (value: unknown): value is PushAction =>
  typeof value === 'string' && (PUSH_ACTIONS as readonly string[]).includes(value);

/** The status an action asks for (the body of PATCH /api/bookings/:id/status). */
export const STATUS_OF_ACTION: Record<PushAction, ChefStatusTarget> = { accept: 'confirmed', decline: 'cancelled' };

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value : fallback;
const positiveId = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * The push's JSON (`PushPayload`, made by the worker) read defensively: a message that is not
 * JSON is still shown, as its text under the site's name.
 */
export function parsePushPayload(raw: string | null): PushPayload {
  let json: unknown;
  try {
    json = raw ? JSON.parse(raw) : null;
  } catch {
    return { title: FALLBACK_TITLE, body: raw ?? '', icon: NOTIFICATION_ICON, url: '/' };
  }
  const p = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const bookingId = positiveId(p.bookingId);
  const actions = Array.isArray(p.actions)
    ? (p.actions as unknown[]).flatMap((a) => {
        const { action, title } = (a ?? {}) as Record<string, unknown>;
        return isPushAction(action) ? [{ action, title: text(title, action) }] : [];
      })
    : [];
  return {
    title: text(p.title, FALLBACK_TITLE),
    body: text(p.body, ''),
    icon: text(p.icon, NOTIFICATION_ICON),
    url: text(p.url, '/'),
    ...(typeof p.tag === 'string' && p.tag ? { tag: p.tag } : {}),
    ...(bookingId ? { bookingId } : {}),
    ...(bookingId && actions.length ? { actions } : {}),
  };
}

/**
 * The notification of a push. Actions only where the browser shows them (`maxActions` > 0) and
 * the push names its booking; elsewhere a click opens `url` (for a chef, the booking in the portal).
 */
export function toNotification(payload: PushPayload, maxActions: number): ShownNotification {
  const actions = payload.bookingId && maxActions > 0 ? (payload.actions ?? []).slice(0, maxActions) : [];
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: payload.icon,
      badge: NOTIFICATION_BADGE,
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url: payload.url, ...(payload.bookingId ? { bookingId: payload.bookingId } : {}) },
      ...(actions.length ? { actions } : {}),
    },
  };
}

/** A notification's data as stored by `toNotification` (anything else opens the home page). */
export function readNotificationData(data: unknown): NotificationData {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const bookingId = positiveId(d.bookingId);
  return { url: text(d.url, '/'), ...(bookingId ? { bookingId } : {}) };
}

/** `url` as an absolute URL of this site; anything pointing elsewhere becomes the home page. */
export function sameOriginUrl(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

/** What PATCH /api/bookings/:id/status answered, or a network failure (`status` 0). */
export type ActionOutcome = { ok: true; booking: BookingDto } | { ok: false; status: number; message: string | null };

/** The API's error message from a non-2xx body (`{ message }`), when it has one. */
export function errorMessageOf(body: string): string | null {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  } catch {
    // not JSON
  }
  return null;
}

const longDate = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? date
    : d.toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
};

/** The notification that tells the chef how Accept or Decline went. */
export function actionResult(action: PushAction, outcome: ActionOutcome): { title: string; body: string } {
  if (outcome.ok) {
    const { clientName, eventDate } = outcome.booking;
    const verb = action === 'accept' ? 'accepted' : 'declined';
    return { title: 'Booking status updated!', body: `You ${verb} ${clientName}'s booking on ${longDate(eventDate)}.` };
  }
  if (outcome.status === 401) {
    return { title: 'Unauthorized', body: 'You are logged out. Open the chef portal to sign in again.' };
  }
  return { title: 'Error', body: outcome.message ?? 'Failed to update booking status.' };
}
