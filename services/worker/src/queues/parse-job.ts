import { UnrecoverableError } from 'bullmq';
import {
  EMAIL_TEMPLATES,
  TIME_SLOTS,
  type EmailJob,
  type EmailTemplate,
  type PushAction,
  type PushJob,
  type ReminderJob,
  type ReminderSyncJob,
  type TimeSlot,
} from '@chefs/contracts';

/** A job payload that can never succeed: BullMQ does not retry it. */
export class InvalidJobError extends UnrecoverableError {
  override readonly name = 'InvalidJobError';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

export function parseEmailJob(data: unknown): EmailJob {
  if (!isRecord(data)) throw new InvalidJobError('email job: payload is not an object');
  const { template, to, data: fields } = data;
  if (!EMAIL_TEMPLATES.includes(template as EmailTemplate))
    throw new InvalidJobError(`email job: unknown template ${String(template)}`);
  if (!text(to) || !to.includes('@')) throw new InvalidJobError('email job: "to" is not an e-mail address');
  const clean: EmailJob['data'] = {};
  if (isRecord(fields)) {
    for (const [k, v] of Object.entries(fields)) {
      if (typeof v === 'string' || typeof v === 'number' || v === null) clean[k] = v;
    }
  }
  // A confirmation e-mail without its link's token could confirm nothing.
  if (template === 'recipe_confirm' && !text(clean.token))
    throw new InvalidJobError('email job: recipe_confirm needs the token of its link');
  return { template: template as EmailTemplate, to: to.trim(), data: clean };
}

const bookingIdOk = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const PUSH_ACTIONS: readonly PushAction[] = ['accept', 'decline'];

export function parsePushJob(data: unknown): PushJob {
  if (!isRecord(data)) throw new InvalidJobError('push job: payload is not an object');
  const { userId, title, body, url, bookingId, actions } = data;
  if (!text(userId)) throw new InvalidJobError('push job: userId is missing');
  if (!text(title) || typeof body !== 'string') throw new InvalidJobError('push job: title and body are required');
  // Only same-origin paths: the service worker opens it.
  const path = text(url) && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
  const known = Array.isArray(actions) ? PUSH_ACTIONS.filter((a) => actions.includes(a)) : [];
  return {
    userId,
    title,
    body,
    ...(path ? { url: path } : {}),
    ...(bookingIdOk(bookingId) ? { bookingId } : {}),
    // Actions change a booking: without one they mean nothing.
    ...(bookingIdOk(bookingId) && known.length ? { actions: known } : {}),
  };
}

export function parseReminderSyncJob(data: unknown): ReminderSyncJob {
  if (!isRecord(data) || !bookingIdOk(data.bookingId))
    throw new InvalidJobError('reminder sync job: bookingId is missing');
  return { bookingId: data.bookingId };
}

export function parseReminderJob(data: unknown): ReminderJob {
  if (!isRecord(data) || !bookingIdOk(data.bookingId)) throw new InvalidJobError('reminder job: bookingId is missing');
  const { bookingId, eventDate, eventTime, dueAt } = data;
  if (!text(eventDate) || !/^\d{4}-\d{2}-\d{2}$/.test(eventDate))
    throw new InvalidJobError(`reminder job of booking ${bookingId}: eventDate is not a date`);
  if (!TIME_SLOTS.includes(eventTime as TimeSlot))
    throw new InvalidJobError(`reminder job of booking ${bookingId}: eventTime is not a time slot`);
  if (!text(dueAt) || Number.isNaN(Date.parse(dueAt)))
    throw new InvalidJobError(`reminder job of booking ${bookingId}: dueAt is not an instant`);
  return { bookingId, eventDate, eventTime: eventTime as TimeSlot, dueAt };
}

/** The booking a job is about, for log lines (e-mail jobs carry it in their data). */
export function bookingIdOf(data: unknown): number | undefined {
  if (!isRecord(data)) return undefined;
  if (bookingIdOk(data.bookingId)) return data.bookingId;
  return isRecord(data.data) && bookingIdOk(data.data.bookingId) ? data.data.bookingId : undefined;
}
