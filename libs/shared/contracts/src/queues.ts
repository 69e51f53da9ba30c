/** Queue names and job payloads shared by the outbox writers (BFFs) and the worker. */
export const QUEUES = {
  email: 'email',
  push: 'push',
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const EMAIL_TEMPLATES = [
  'booking_received',
  'payment_receipt',
  'booking_status_changed',
  'booking_reminder',
  'recipe_welcome',
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

export interface PushJob {
  userId: string;
  title: string;
  body: string;
  url?: string;
}

/** An outbox event as written by a BFF in the same transaction as the change that causes it. */
export type OutboxEvent =
  | { queue: typeof QUEUES.email; payload: EmailJob; idempotencyKey: string }
  | { queue: typeof QUEUES.push; payload: PushJob; idempotencyKey: string };
