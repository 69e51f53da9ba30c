import { Body, Controller, Get, Post } from '@nestjs/common';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IsEmail, IsInt, IsNotEmpty, Min } from 'class-validator';
import request from 'supertest';
import { type ReadinessCheck, DomainError, createNestApp, loadConfig, postgresCheck, redisCheck } from '../src';

class CreateThingDto {
  @IsNotEmpty({ message: 'Name is required' })
  name!: string;

  @IsEmail({}, { message: 'Invalid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  email!: string;

  @Min(1, { message: 'Guest count must be at least 1' })
  @IsInt({ message: 'Guest count must be a whole number' })
  guestCount!: number;
}

@Controller('api/things')
class ThingController {
  @Get('missing')
  missing(): never {
    throw new DomainError('chef.not_found', 'Chef Not Found');
  }

  @Get('taken')
  taken(): never {
    throw new DomainError('booking.slot_taken', 'This chef is already booked for that date and time.');
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret internal detail');
  }

  @Post()
  create(@Body() dto: CreateThingDto): { name: string; guestCount: number } {
    return { name: dto.name, guestCount: dto.guestCount };
  }
}

@Module({ controllers: [ThingController] })
class ThingModule {}

const config = loadConfig('things', 0, [], { NODE_ENV: 'test' });

async function start(readiness: ReadinessCheck[] = []): Promise<NestFastifyApplication> {
  const app = await createNestApp(ThingModule, config, { readiness });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('createNestApp', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await start();
  });
  afterAll(async () => {
    await app.close();
  });

  it('maps a domain error to its status and message', async () => {
    const res = await request(app.getHttpServer()).get('/api/things/missing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Chef Not Found', code: 'not_found' });
    const taken = await request(app.getHttpServer()).get('/api/things/taken').expect(409);
    expect(taken.body.message).toBe('This chef is already booked for that date and time.');
  });

  it('hides the details of an unexpected error behind a 500', async () => {
    const res = await request(app.getHttpServer()).get('/api/things/boom').expect(500);
    expect(res.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('answers 400 with the DTO messages, the first of them as message', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .send({ name: '', email: 'nope', guestCount: 0 })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'bad_request',
      message: 'Name is required',
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'guestCount', message: 'Guest count must be at least 1' },
      ],
    });
  });

  it('gives the message of the first decorator written when several fail', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .send({ name: 'Dinner', email: '', guestCount: 2 })
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'Invalid email address' }]);
  });

  it('refuses properties the DTO does not declare', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .send({ name: 'Dinner', email: 'a@b.test', guestCount: 2, totalAmount: 1 })
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'totalAmount', message: 'property totalAmount should not exist' }]);
  });

  it('accepts a valid body', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .send({ name: 'Dinner', email: 'a@b.test', guestCount: 2 })
      .expect(201);
    expect(res.body).toEqual({ name: 'Dinner', guestCount: 2 });
  });

  it('answers malformed JSON with a 400 in the same error shape', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .set('content-type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('echoes the caller request id, or makes one', async () => {
    const given = await request(app.getHttpServer()).get('/healthz').set('x-request-id', 'abc-123').expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await request(app.getHttpServer()).get('/healthz').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves /healthz and the OpenAPI document', async () => {
    expect((await request(app.getHttpServer()).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    const doc = await request(app.getHttpServer()).get('/api-docs/things.json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/things', '/api/things/missing']));
  });
});

describe('/readyz', () => {
  it('is ready when every check passes against the real Postgres and Redis', async () => {
    const app = await start([
      postgresCheck('postgres://postgres@127.0.0.1:5432/postgres'),
      redisCheck('redis://127.0.0.1:6379'),
    ]);
    try {
      const res = await request(app.getHttpServer()).get('/readyz').expect(200);
      expect(res.body).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the failing checks, quickly', async () => {
    const app = await start([
      postgresCheck('postgres://postgres@127.0.0.1:1/postgres'),
      redisCheck('redis://127.0.0.1:1'),
      { name: 'always', check: async () => undefined },
    ]);
    try {
      const started = Date.now();
      const res = await request(app.getHttpServer()).get('/readyz').expect(503);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.body.status).toBe('unavailable');
      expect(res.body.failing).toEqual(['postgres', 'redis']);
      expect(res.body.checks.always).toBe('ok');
    } finally {
      await app.close();
    }
  });

  it('fails a check that hangs instead of hanging itself', async () => {
    const app = await start([{ name: 'slow', check: () => new Promise<void>(() => undefined) }]);
    try {
      const res = await request(app.getHttpServer()).get('/readyz').expect(503);
      expect(res.body.failing).toEqual(['slow']);
    } finally {
      await app.close();
    }
  });
});

describe('API docs', () => {
  it('are off in production unless API_DOCS asks for them', async () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://chefs.example.com' };
    for (const [extra, status] of [
      [{}, 404],
      [{ API_DOCS: 'true' }, 200],
    ] as const) {
      const app = await createNestApp(ThingModule, loadConfig('things', 0, [], { ...env, ...extra }));
      await app.init();
      await app.getHttpAdapter().getInstance().ready();
      try {
        await request(app.getHttpServer()).get('/api-docs/things.json').expect(status);
        await request(app.getHttpServer()).get('/api-docs/things').expect(status);
      } finally {
        await app.close();
      }
    }
  });
});
