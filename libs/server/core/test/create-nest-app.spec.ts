import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Min,
  ValidateNested,
} from 'class-validator';
import request from 'supertest';
import {
  type ReadinessCheck,
  BODY_MESSAGES,
  DomainError,
  EntityIdPipe,
  createNestApp,
  loadConfig,
  postgresCheck,
  redisCheck,
} from '../src';

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

class ThingQueryDto {
  @IsOptional()
  @IsString()
  q?: string;
}

class KeysDto {
  @IsString({ message: 'p must be text' })
  p!: string;
}

/** Like the push subscription: an object of its own, required. */
class SubscribeDto {
  @IsDefined({ message: 'The keys are missing' })
  @IsObject({ message: 'keys must be an object' })
  @ValidateNested()
  @Type(() => KeysDto)
  keys!: KeysDto;

  /** A nested object with no rule of its own but the nesting. */
  @IsOptional()
  @ValidateNested()
  @Type(() => KeysDto)
  extra?: KeysDto;
}

@Controller('api/things')
class ThingController {
  @Get()
  list(@Query() query: ThingQueryDto): ThingQueryDto {
    return query;
  }

  @Get('one/:id')
  one(@Param('id', new EntityIdPipe('Thing Not Found')) id: number): { id: number } {
    return { id };
  }

  @Post('subscribe')
  subscribe(@Body() dto: SubscribeDto): SubscribeDto {
    return dto;
  }

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
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'bad_request',
      message: 'Unknown field: totalAmount',
      errors: [{ field: 'totalAmount', message: 'Unknown field: totalAmount' }],
    });
    const nested = await request(app.getHttpServer())
      .post('/api/things/subscribe')
      .send({ keys: { p: 'x', q: 1 } })
      .expect(400);
    expect(nested.body.errors).toEqual([{ field: 'keys.q', message: 'Unknown field: keys.q' }]);
  });

  it('refuses query parameters the DTO does not declare, as parameters', async () => {
    const res = await request(app.getHttpServer()).get('/api/things?q=a&foo=1').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'bad_request',
      message: 'Unknown parameter: foo',
      errors: [{ field: 'foo', message: 'Unknown parameter: foo' }],
    });
    expect((await request(app.getHttpServer()).get('/api/things?q=a').expect(200)).body).toEqual({ q: 'a' });
  });

  it.each([
    ['an array', '[{"name":"Dinner","email":"a@b.test","guestCount":2}]'],
    ['an empty array', '[]'],
    ['a string', '"Dinner"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('refuses a body that is %s as no JSON object', async (_case, raw) => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .set('content-type', 'application/json')
      .send(raw)
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'bad_request',
      message: BODY_MESSAGES.notAnObject,
    });
  });

  it('says a nested object must be an object once, in plain words', async () => {
    const post = (body: unknown) =>
      request(app.getHttpServer())
        .post('/api/things/subscribe')
        .send(body as object);
    for (const keys of [[1, 2], 'abc', [{ p: 'x' }]]) {
      const res = await post({ keys }).expect(400);
      expect(res.body).toMatchObject({
        message: 'keys must be an object',
        errors: [{ field: 'keys', message: 'keys must be an object' }],
      });
    }
    expect((await post({}).expect(400)).body.errors).toEqual([{ field: 'keys', message: 'The keys are missing' }]);
    const extra = await post({ keys: { p: 'x' }, extra: 'abc' }).expect(400);
    expect(extra.body.errors).toEqual([{ field: 'extra', message: 'extra must be an object' }]);
    expect(JSON.stringify((await post({ keys: { p: 1 } }).expect(400)).body)).not.toContain('nested property');
    await post({ keys: { p: 'x' } }).expect(201);
  });

  it('accepts a valid body', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .send({ name: 'Dinner', email: 'a@b.test', guestCount: 2 })
      .expect(201);
    expect(res.body).toEqual({ name: 'Dinner', guestCount: 2 });
  });

  it('answers malformed JSON with a 400 in the same error shape, in plain words', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .set('content-type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an empty JSON body and a body poisoning the prototype with 400 in plain words', async () => {
    const post = (raw: string) =>
      request(app.getHttpServer()).post('/api/things').set('content-type', 'application/json').send(raw);
    expect((await post('').expect(400)).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'empty_body',
      message: 'The request body is empty.',
    });
    for (const raw of ['{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}']) {
      expect((await post(raw).expect(400)).body).toMatchObject({
        code: 'invalid_json',
        message: 'The request body is not valid JSON.',
      });
    }
  });

  it('answers a path it cannot decode, or a parameter past its length, in plain words', async () => {
    const bad = await request(app.getHttpServer()).get('/api/things/one/%E0%A4%A').expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_address',
      message: 'This address is not valid.',
    });
    expect(bad.headers['cache-control']).toBe('no-store');
    const long = await request(app.getHttpServer())
      .get(`/api/things/one/${'1'.repeat(101)}`)
      .expect(414);
    expect(long.body).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      code: 'address_too_long',
      message: 'This address is too long.',
    });
  });

  it('serves a route with a trailing slash as without one', async () => {
    expect((await request(app.getHttpServer()).get('/api/things/?q=a').expect(200)).body).toEqual({ q: 'a' });
    expect((await request(app.getHttpServer()).get('/api/things/one/7/').expect(200)).body).toEqual({ id: 7 });
    await request(app.getHttpServer()).get('/api/things/missing/').expect(404);
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
