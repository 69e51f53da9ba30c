import { createHash } from 'node:crypto';
import { PUSH_ACTION_TITLES, PUSH_ICON, type PushJob, type PushPayload } from '@chefs/contracts';

/** The JSON `/sw.js` receives: title, body, icon, where a click goes, and the booking's actions. */
export function toPushPayload(job: PushJob): PushPayload {
  return {
    title: job.title,
    body: job.body,
    icon: PUSH_ICON,
    url: job.url ?? '/',
    ...(job.bookingId
      ? {
          // One notification per booking on a device: a newer one about it replaces the older.
          tag: `booking-${job.bookingId}`,
          bookingId: job.bookingId,
          ...(job.actions?.length
            ? { actions: job.actions.map((action) => ({ action, title: PUSH_ACTION_TITLES[action] })) }
            : {}),
        }
      : {}),
  };
}

/**
 * The Topic header of a job's push (RFC 8030 §5.4, at most 32 URL-safe characters): a push
 * service keeps one undelivered message per topic, so a resend after a crash replaces the first.
 */
export function pushTopic(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}
