import { UnrecoverableError } from 'bullmq';
import type { z } from 'zod';
import {
  emailJobSchema,
  jobBookingIdSchema,
  pushJobSchema,
  reminderJobSchema,
  reminderSyncJobSchema,
  type EmailJob,
  type PushJob,
  type ReminderJob,
  type ReminderSyncJob,
} from '@chefs/contracts';

/** A job payload that can never succeed: BullMQ does not retry it. */
export class InvalidJobError extends UnrecoverableError {
  override readonly name = 'InvalidJobError';
}

/** Parses a payload with its queue's schema from the contracts; a misfit is an InvalidJobError naming what is wrong. */
function parseWith<S extends z.ZodType>(schema: S, what: string, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new InvalidJobError(`${what}: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
}

export const parseEmailJob = (data: unknown): EmailJob => parseWith(emailJobSchema, 'email job', data);

export const parsePushJob = (data: unknown): PushJob => parseWith(pushJobSchema, 'push job', data);

export const parseReminderSyncJob = (data: unknown): ReminderSyncJob =>
  parseWith(reminderSyncJobSchema, 'reminder sync job', data);

export function parseReminderJob(data: unknown): ReminderJob {
  const bookingId = bookingIdOf(data);
  return parseWith(reminderJobSchema, bookingId ? `reminder job of booking ${bookingId}` : 'reminder job', data);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bookingIdOk = (v: unknown): v is number => jobBookingIdSchema.safeParse(v).success;

/** The booking a job is about, for log lines (e-mail jobs carry it in their data). */
export function bookingIdOf(data: unknown): number | undefined {
  if (!isRecord(data)) return undefined;
  if (bookingIdOk(data.bookingId)) return data.bookingId;
  return isRecord(data.data) && bookingIdOk(data.data.bookingId) ? data.data.bookingId : undefined;
}
