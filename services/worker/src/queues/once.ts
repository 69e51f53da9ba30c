import type { DataSource, EntityManager } from 'typeorm';
import { runOnce } from '@chefs/queue';
import type { QueueName } from '@chefs/contracts';

/**
 * Runs an effect of a job once per job id. Outbox jobs carry ids made from their idempotency
 * key; a plain numeric id is BullMQ's own counter (a job added by hand), which restarts with an
 * empty Redis, so it is not remembered and the effect simply runs.
 */
export async function oncePerJob(
  dataSource: DataSource,
  queue: QueueName,
  key: { jobId: string | undefined; part?: string | number },
  effect: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  const { jobId, part } = key;
  if (!jobId || /^\d+$/.test(jobId)) {
    await effect(dataSource.manager);
    return true;
  }
  return runOnce(dataSource, { queue, key: [queue, jobId, ...(part === undefined ? [] : [part])].join(':') }, effect);
}
