// `npm run bench:worker`: 10,000 jobs through the real BullMQ queues, with the worker's job options
// (DEFAULT_JOB_OPTIONS) and concurrency (DEFAULT_CONCURRENCY), on Redis (REDIS_URL, else the local
// one) under a throw-away key prefix. Prints jobs per second, then the lateness of 10,000 delayed
// reminder jobs due at known times (lateness = when the processor got the job - when it was due).
// The processors only record times: this measures the queue path the worker adds to each send.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import type { Job, Queue, Worker } from 'bullmq';
import { QUEUES, REMINDER_JOBS } from '@chefs/contracts';
import { createQueue, createWorker, DEFAULT_JOB_OPTIONS } from '@chefs/queue';
import { DEFAULT_CONCURRENCY } from '../src/worker-options';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
/** Delayed jobs come due over this many ms (JOBS / SPREAD_MS * 1000 per second). */
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 5_000);
const BATCH = 1_000;
/** Jobs processed at once (the worker's DEFAULT_CONCURRENCY unless BENCH_CONCURRENCY is set, to compare). */
const concurrency = (queue: keyof typeof DEFAULT_CONCURRENCY) =>
  Number(process.env.BENCH_CONCURRENCY ?? DEFAULT_CONCURRENCY[queue]);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-${randomBytes(4).toString('hex')}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Resolves when `count` jobs completed on `worker`. */
function completions(worker: Worker, count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let done = 0;
    worker.on('completed', () => {
      if (++done === count) resolve(Date.now());
    });
    worker.on('failed', (_job, err) => reject(err));
  });
}

async function addAll(queue: Queue, name: string, make: (i: number) => { data: object; delay?: number }) {
  for (let start = 0; start < JOBS; start += BATCH) {
    const jobs = [];
    for (let i = start; i < Math.min(JOBS, start + BATCH); i++) {
      const { data, delay } = make(i);
      jobs.push({ name, data, opts: { ...DEFAULT_JOB_OPTIONS, jobId: `bench-${name}-${i}`, delay } });
    }
    await queue.addBulk(jobs);
  }
}

async function throughput(): Promise<number> {
  const queue = createQueue(QUEUES.email, { redisUrl, prefix });
  const worker = createWorker(QUEUES.email, async () => undefined, {
    redisUrl,
    prefix,
    concurrency: concurrency('email'),
  });
  await worker.waitUntilReady();
  const finished = completions(worker, JOBS);
  const t0 = Date.now();
  await addAll(queue, QUEUES.email, (i) => ({
    data: { template: 'recipe_welcome', to: `bench${i}@chefs.test`, data: {} },
  }));
  const t1 = await finished;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return JOBS / ((t1 - t0) / 1000);
}

async function reminderLateness(): Promise<{ p50: number; p99: number; max: number; perSecond: number }> {
  const queue = createQueue(QUEUES.reminders, { redisUrl, prefix });
  const late: number[] = [];
  const worker = createWorker(
    QUEUES.reminders,
    (job: Job<{ dueAt: number }>) => {
      late.push(Date.now() - job.data.dueAt);
      return Promise.resolve();
    },
    { redisUrl, prefix, concurrency: concurrency('reminders') },
  );
  await worker.waitUntilReady();
  const finished = completions(worker, JOBS);
  // Due from 5 s after the start (time to add them all), spread evenly over SPREAD_MS.
  const first = Date.now() + 5_000;
  await addAll(queue, REMINDER_JOBS.send, (i) => {
    const dueAt = first + Math.floor((i * SPREAD_MS) / JOBS);
    return { data: { dueAt }, delay: Math.max(0, dueAt - Date.now()) };
  });
  const added = Date.now();
  if (added > first) console.warn(`adding the delayed jobs took until ${added - first} ms after the first was due`);
  const end = await finished;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  const sorted = late.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    perSecond: JOBS / ((end - first) / 1000),
  };
}

async function main(): Promise<void> {
  console.log(`worker bench: ${JOBS} jobs per run on ${redisUrl} (prefix ${prefix})`);
  // Other work on the machine shows in both numbers: the load says how busy it was.
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(`machine: ${cpus().length} cores, load average ${load.join(' ')}`);
  console.log(
    `concurrency: email ${concurrency('email')}, reminders ${concurrency('reminders')}; attempts ${DEFAULT_JOB_OPTIONS.attempts}`,
  );
  const jobsPerSecond = await throughput();
  console.log(`throughput: ${Math.round(jobsPerSecond)} jobs/s (added in batches of ${BATCH} and processed)`);
  const lateness = await reminderLateness();
  console.log(
    `reminder lateness over ${JOBS} delayed jobs due within ${SPREAD_MS / 1000} s: p50 ${lateness.p50} ms, p99 ${lateness.p99} ms, max ${lateness.max} ms`,
  );
  const ok = jobsPerSecond >= 2000 && lateness.p99 < 1000;
  console.log(
    ok ? 'target met: >= 2000 jobs/s and p99 lateness < 1 s' : 'TARGET MISSED: >= 2000 jobs/s and p99 lateness < 1 s',
  );
  process.exitCode = ok ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
