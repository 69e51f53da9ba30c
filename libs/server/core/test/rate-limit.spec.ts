import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Module, Post, Req } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import request from 'supertest';
import { RateLimited, createNestApp, loadConfig } from '../src';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

@Controller('api')
class FormController {
  @Post('subscribe')
  @HttpCode(200)
  @RateLimited('subscribe')
  subscribe(): { ok: true } {
    return { ok: true };
  }

  @Post('free')
  @HttpCode(200)
  free(): { ok: true } {
    return { ok: true };
  }

  /** What the app believes about the caller, and the forwarding headers left for middleware. */
  @Get('whoami')
  whoami(@Req() req: FastifyRequest): { ip: string; protocol: string; forwardedProto: unknown } {
    return { ip: req.ip, protocol: req.protocol, forwardedProto: req.raw.headers['x-forwarded-proto'] };
  }
}

@Module({ controllers: [FormController] })
class FormModule {}

async function start(env: Record<string, string>, rateLimits = true): Promise<NestFastifyApplication> {
  const config = loadConfig('forms', 0, ['redis'], {
    NODE_ENV: 'test',
    REDIS_URL,
    RATE_LIMIT_SUBSCRIBE: '3/1m',
    ...env,
  });
  const app = await createNestApp(FormModule, config, { rateLimits });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

const subscribe = (app: NestFastifyApplication, from = '203.0.113.7') =>
  request(app.getHttpServer()).post('/api/subscribe').set('x-forwarded-for', from).send({});

describe('rate limits', () => {
  const apps: NestFastifyApplication[] = [];
  const prefix = `test-rl-${randomUUID()}`;
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('answers 429 past the limit with Retry-After and a plain JSON message, per client', async () => {
    const app = await start({ QUEUE_PREFIX: `${prefix}-a` });
    apps.push(app);
    for (let i = 0; i < 3; i += 1) await subscribe(app).expect(200);
    const refused = await subscribe(app).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is counted apart; routes without a limit are not limited.
    await subscribe(app, '198.51.100.4').expect(200);
    await request(app.getHttpServer()).post('/api/free').set('x-forwarded-for', '203.0.113.7').expect(200);
  });

  it('shares one count across replicas through Redis', async () => {
    const [one, two] = [await start({ QUEUE_PREFIX: `${prefix}-b` }), await start({ QUEUE_PREFIX: `${prefix}-b` })];
    apps.push(one, two);
    await subscribe(one).expect(200);
    await subscribe(two).expect(200);
    await subscribe(one).expect(200);
    await subscribe(two).expect(429);
  });

  it('lets requests through, quickly and without a 5xx, while Redis is unreachable', async () => {
    const app = await start({ QUEUE_PREFIX: `${prefix}-c`, REDIS_URL: 'redis://127.0.0.1:1' });
    apps.push(app);
    const started = Date.now();
    for (let i = 0; i < 6; i += 1) await subscribe(app).expect(200);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses to start a rate-limited route in an app that enforces no limits', async () => {
    await expect(start({ QUEUE_PREFIX: `${prefix}-d` }, false)).rejects.toThrow(
      /POST \/api\/subscribe is rate-limited \(subscribe\) but forms enforces no rate limits/,
    );
  });
});

describe('forwarding headers', () => {
  const apps: NestFastifyApplication[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  it('are believed from a trusted proxy (loopback by default)', async () => {
    const app = await start({ QUEUE_PREFIX: `test-rl-${randomUUID()}` });
    apps.push(app);
    const res = await request(app.getHttpServer())
      .get('/api/whoami')
      .set('x-forwarded-for', '203.0.113.7')
      .set('x-forwarded-proto', 'https')
      .expect(200);
    expect(res.body).toEqual({ ip: '203.0.113.7', protocol: 'https', forwardedProto: 'https' });
  });

  it('are dropped from anyone else, before any middleware reads them', async () => {
    const app = await start({ QUEUE_PREFIX: `test-rl-${randomUUID()}`, TRUST_PROXY: '10.0.0.0/8' });
    apps.push(app);
    const res = await request(app.getHttpServer())
      .get('/api/whoami')
      .set('x-forwarded-for', '203.0.113.7')
      .set('x-forwarded-proto', 'https')
      .expect(200);
    expect(res.body).toEqual({ ip: expect.stringMatching(/127\.0\.0\.1$/), protocol: 'http' });
  });
});
