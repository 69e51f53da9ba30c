import type { TimeSlot } from './enums';

/** Queue names and job payloads shared by the outbox writers (BFFs) and the worker. */
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

/** Make the booking's delayed reminder match the booking as it is now. */
export interface ReminderSyncJob {
  bookingId: number;
}

/** The delayed reminder itself, for the date and slot it was scheduled for. */
export interface ReminderJob {
  bookingId: number;
  eventDate: string;
  eventTime: TimeSlot;
  /** ISO instant the reminder is due (24 hours before the slot starts). */
  dueAt: string;
}

export const EMAIL_TEMPLATES = [
  'booking_received',
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

export interface EmailJob {
  template: EmailTemplate;
  to: string;
  data: Record<string, string | number | null>;
}

/** A notification action the service worker can carry out without an open tab. */
export type PushAction = 'accept' | 'decline';

export interface PushJob {
  userId: string;
  title: string;
  body: string;
  url?: string;
  /** The booking the push is about: the service worker opens it and its actions change it. */
  bookingId?: number;
  /** Actions shown on the notification (a chef's new booking request carries accept and decline). */
  actions?: PushAction[];
}

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
