import { z } from 'zod';
import { TIME_SLOTS } from './enums';
import { isCalendarDate } from './calendar-date';

/**
 * Queue names and job payloads shared by the outbox writers (BFFs) and the worker. Each payload
 * is a zod schema beside its queue: writers type their payloads from it, the worker parses every
 * job with it (a payload that does not fit fails the job, with the schema's messages).
 */
export const QUEUES = {
  email: 'email',
  push: 'push',
  maintenance: 'maintenance',
  reminders: 'reminders',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Jobs of the `reminders` queue. `sync` comes from the outbox whenever a booking's status, date
 * or slot changes: the worker then adds, moves or drops the booking's one delayed `send` job
 * (job id `reminder-<bookingId>`), due 24 hours before the slot starts.
 */
export const REMINDER_JOBS = { sync: 'sync-reminder', send: 'send-reminder' } as const;

/** A booking's id as jobs carry it: a positive safe integer. */
export const jobBookingIdSchema = z.int({ error: 'bookingId is missing' }).positive({ error: 'bookingId is missing' });

const nonBlank = (message: string) =>
  z.string({ error: message }).refine((v) => v.trim().length > 0, { error: message });

/** Make the booking's delayed reminder match the booking as it is now. */
export const reminderSyncJobSchema = z.object({ bookingId: jobBookingIdSchema }, { error: 'payload is not an object' });
export type ReminderSyncJob = z.infer<typeof reminderSyncJobSchema>;

/** The delayed reminder itself, for the date and slot it was scheduled for. */
export const reminderJobSchema = z.object(
  {
    bookingId: jobBookingIdSchema,
    eventDate: z
      .string({ error: 'eventDate is not a date' })
      .refine(isCalendarDate, { error: 'eventDate is not a date' }),
    eventTime: z.enum(TIME_SLOTS, { error: 'eventTime is not a time slot' }),
    /** ISO instant the reminder is due (24 hours before the slot starts). */
    dueAt: z
      .string({ error: 'dueAt is not an instant' })
      .refine((v) => v.trim().length > 0 && !Number.isNaN(Date.parse(v)), { error: 'dueAt is not an instant' }),
  },
  { error: 'payload is not an object' },
);
export type ReminderJob = z.infer<typeof reminderJobSchema>;

export const EMAIL_TEMPLATES = [
  'booking_received',
  'booking_request',
  'chef_booking_update',
  'chef_booking_reminder',
  'payment_receipt',
  'booking_status_changed',
  'booking_reminder',
  'recipe_welcome',
  'recipe_confirm',
  'application_received',
  'application_decision',
  'schedule_request_received',
  'payment_failed',
  'payment_refunded',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

type EmailData = Record<string, string | number | null>;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The template's fields: strings, numbers and nulls are kept, anything else is dropped. */
const emailData = z
  .unknown()
  .optional()
  .transform((fields): EmailData => {
    if (!isRecord(fields)) return {};
    return Object.fromEntries(
      Object.entries(fields).filter(([, v]) => typeof v === 'string' || typeof v === 'number' || v === null),
    ) as EmailData;
  });

export const emailJobSchema = z
  .object(
    {
      template: z.enum(EMAIL_TEMPLATES, { error: (issue) => `unknown template ${String(issue.input)}` }),
      to: z
        .string({ error: '"to" is not an e-mail address' })
        .trim()
        .refine((v) => v.includes('@'), { error: '"to" is not an e-mail address' }),
      data: emailData,
    },
    { error: 'payload is not an object' },
  )
  // A confirmation e-mail without its link's token could confirm nothing.
  .refine((job) => job.template !== 'recipe_confirm' || String(job.data.token ?? '').trim().length > 0, {
    error: 'recipe_confirm needs the token of its link',
    path: ['data', 'token'],
  });
export type EmailJob = z.infer<typeof emailJobSchema>;

/** A notification action the service worker can carry out without an open tab. */
export const PUSH_ACTIONS = ['accept', 'decline'] as const;
export type PushAction = (typeof PUSH_ACTIONS)[number];

/** Only a same-origin path: the service worker opens it. */
const isSameOriginPath = (v: unknown): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.startsWith('/') && !v.startsWith('//');

export const pushJobSchema = z
  .object(
    {
      userId: nonBlank('userId is missing'),
      title: nonBlank('title and body are required'),
      body: z.string({ error: 'title and body are required' }),
      url: z.unknown().optional(),
      /** The booking the push is about: the service worker opens it and its actions change it. */
      bookingId: z.unknown().optional(),
      /** Actions shown on the notification (a chef's new booking request carries accept and decline). */
      actions: z.unknown().optional(),
    },
    { error: 'payload is not an object' },
  )
  .transform(({ userId, title, body, url, bookingId, actions }) => {
    const booking = jobBookingIdSchema.safeParse(bookingId);
    const known = Array.isArray(actions) ? PUSH_ACTIONS.filter((a) => actions.includes(a)) : [];
    return {
      userId,
      title,
      body,
      ...(isSameOriginPath(url) ? { url } : {}),
      ...(booking.success ? { bookingId: booking.data } : {}),
      // Actions change a booking: without one they mean nothing.
      ...(booking.success && known.length ? { actions: known } : {}),
    };
  });
export type PushJob = z.infer<typeof pushJobSchema>;

/** The icon of every push notification (a same-origin path the web app manifest also names). */
export const PUSH_ICON = '/icons/icon-192.png';
/** Button labels of the notification actions. */
export const PUSH_ACTION_TITLES: Record<PushAction, string> = { accept: 'Accept', decline: 'Decline' };

/**
 * What the worker sends through the push service and `/sw.js` receives in its `push` event
 * (JSON). `url` is a same-origin path; `actions` are only set where `bookingId` is.
 */
export interface PushPayload {
  title: string;
  body: string;
  icon: string;
  url: string;
  tag?: string;
  bookingId?: number;
  actions?: { action: PushAction; title: string }[];
}

/** An outbox event as written by a BFF in the same transaction as the change that causes it. */
export type OutboxEvent =
  | { queue: typeof QUEUES.email; payload: EmailJob; idempotencyKey: string }
  | { queue: typeof QUEUES.push; payload: PushJob; idempotencyKey: string }
  | { queue: typeof QUEUES.reminders; payload: ReminderSyncJob; idempotencyKey: string };
