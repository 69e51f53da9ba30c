import { UnrecoverableError } from 'bullmq';
import { EMAIL_TEMPLATES, type EmailJob, type EmailTemplate, type PushJob } from '@chefs/contracts';

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
  return { template: template as EmailTemplate, to: to.trim(), data: clean };
}

export function parsePushJob(data: unknown): PushJob {
  if (!isRecord(data)) throw new InvalidJobError('push job: payload is not an object');
  const { userId, title, body, url } = data;
  if (!text(userId)) throw new InvalidJobError('push job: userId is missing');
  if (!text(title) || typeof body !== 'string') throw new InvalidJobError('push job: title and body are required');
  return { userId, title, body, ...(text(url) ? { url } : {}) };
}
