import request from 'supertest';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QUEUES, type AdminOperationsDto } from '@chefs/contracts';
import { fastifyOf } from '@chefs/server-core';
import { createApp } from '../src/app';
import { startTestApp, type TestApp } from './support';

const DASHBOARD = '/api/admin/queues';

describe('queue dashboard (Bull Board behind the admin role, real Redis)', () => {
  let t: TestApp;
  let http: TestApp['http'];
  let admin: string;
  let customer: string;
  let chef: string;
  let email: Queue;

  beforeAll(async () => {
    t = await startTestApp();
    http = t.http;
    [admin, customer, chef] = await Promise.all(
      ['admin@demo.test', 'customer@demo.test', 'chef@demo.test'].map((e) => t.cookieFor(e)),
    );
    email = new Queue(QUEUES.email, { connection: { url: t.config.redisUrl }, prefix: t.config.queuePrefix });
  });

  afterAll(async () => {
    await email.obliterate({ force: true });
    await email.close();
    await t.close();
  });

  it('answers 401 signed out and 403 to customers and chefs, on the page, its assets and its API', async () => {
    for (const path of [DASHBOARD, `${DASHBOARD}/`, `${DASHBOARD}/api/queues`, `${DASHBOARD}/static/css/x.css`]) {
      expect((await http.get(path)).status).toBe(401);
      for (const cookie of [customer, chef]) expect((await http.get(path).set('Cookie', cookie)).status).toBe(403);
    }
    const retry = await http.put(`${DASHBOARD}/api/queues/email/any/retry`).set('Cookie', customer).send({});
    expect(retry.status).toBe(403);
    expect(retry.body).toMatchObject({ statusCode: 403 });
  });

  it('shows an admin the board: its page, its own assets and every queue of the worker', async () => {
    const page = await http.get(DASHBOARD).set('Cookie', admin).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<title>Chefs queues</title>');
    expect(page.text).toContain(`<base href="${DASHBOARD}/"`);
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const asset = await http.get(`${DASHBOARD}/${script}`).set('Cookie', admin).expect(200);
    expect(asset.headers['content-type']).toContain('javascript');

    const { body } = await http.get(`${DASHBOARD}/api/queues`).set('Cookie', admin).expect(200);
    const names = (body as { queues: { name: string }[] }).queues.map((q) => q.name).sort();
    expect(names).toEqual(Object.values(QUEUES).sort());
  });

  it('lists a job that used up its attempts in the failed list with its error, and retries it', async () => {
    const job = await email.add(
      QUEUES.email,
      { template: 'recipe_welcome', to: 'casey@demo.test', data: { bookingId: 7 } },
      { jobId: 'dashboard-failed-1', attempts: 1 },
    );
    const worker = new Worker(
      QUEUES.email,
      () => Promise.reject(new UnrecoverableError('SMTP relay refused the message: 554')),
      { connection: { url: t.config.redisUrl }, prefix: t.config.queuePrefix },
    );
    try {
      await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
    } finally {
      await worker.close();
    }
    const { body } = await http
      .get(`${DASHBOARD}/api/queues?activeQueue=email&status=failed&page=1`)
      .set('Cookie', admin)
      .expect(200);
    const queue = (body as { queues: { name: string; jobs: { id: string; failedReason: string }[] }[] }).queues.find(
      (q) => q.name === 'email',
    );
    expect(queue?.jobs).toEqual([
      expect.objectContaining({ id: job.id, failedReason: 'SMTP relay refused the message: 554' }),
    ]);

    await http.put(`${DASHBOARD}/api/queues/email/${job.id}/retry`).set('Cookie', admin).send({}).expect(204);
    expect(await (await email.getJob(job.id!))!.getState()).toBe('waiting');
    // What the route table's authorization walk sends: a job or queue that does not exist.
    await http.put(`${DASHBOARD}/api/queues/email/no-such-job/retry`).set('Cookie', admin).send({}).expect(404);
    await http.post(`${DASHBOARD}/api/queues/no-such-queue/add`).set('Cookie', admin).send({}).expect(404);
    // An edit without the job's new data is refused before any lookup.
    await http.patch(`${DASHBOARD}/api/queues/email/no-such-job/update-data`).set('Cookie', admin).send({}).expect(400);
  });

  it('links the admin dashboard to the board, and to no mail viewer outside development', async () => {
    const { body } = await http.get('/api/admin/operations').set('Cookie', admin).expect(200);
    expect(body as AdminOperationsDto).toEqual({ queueDashboardUrl: DASHBOARD, mailViewerUrl: null });
    await http.get('/api/admin/operations').set('Cookie', customer).expect(403);
    await http.get('/api/admin/operations').expect(401);
  });

  it('answers 503 while Redis cannot be reached, and the rest of the dashboard still works', async () => {
    let down: NestFastifyApplication | undefined;
    try {
      down = await createApp({ ...t.config, redisUrl: 'redis://127.0.0.1:1' });
      await down.init();
      await fastifyOf(down).ready();
      const res = await request(down.getHttpServer()).get(`${DASHBOARD}/api/queues`).set('Cookie', admin);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
      await request(down.getHttpServer()).get('/api/admin/overview').set('Cookie', admin).expect(200);
    } finally {
      await down?.close();
    }
  });
});
