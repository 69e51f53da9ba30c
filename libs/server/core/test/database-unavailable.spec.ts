import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client, Pool } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createNestApp, isDatabaseUnavailable, loadConfig } from '../src';

const LIVE_URL = process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DOWN_URL = 'postgres://postgres@127.0.0.1:1/postgres';

/**
 * A pool whose server is down (TypeORM hands the pool's connect error on as it is), a
 * DataSource on the live server whose connection is killed mid-query, and another one for the
 * wrong query. Each has its own connection: the pool can take back a killed connection before
 * its socket has closed, and a query on it then fails as an outage (503), which is right for
 * the application but not what the wrong-query test asks about.
 */
const down = new Pool({ connectionString: DOWN_URL, max: 1, connectionTimeoutMillis: 2000 });
const doomed = new DataSource({ type: 'postgres', url: LIVE_URL, extra: { max: 1 } });
const live = new DataSource({ type: 'postgres', url: LIVE_URL, extra: { max: 1 } });

@Controller('api/db')
class DbController {
  @Get('down')
  async queryDown(): Promise<unknown> {
    return down.query('select 1');
  }

  @Get('killed')
  async queryKilled(): Promise<unknown> {
    return doomed.query('select pg_sleep(30) /* killed-by-test */');
  }

  @Get('bad-sql')
  async badSql(): Promise<unknown> {
    return live.query('select * from no_such_table');
  }
}

@Module({ controllers: [DbController] })
class DbTestModule {}

describe('a database outage', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    await Promise.all([doomed.initialize(), live.initialize()]);
    app = await createNestApp(DbTestModule, loadConfig('db-test', 0, [], { NODE_ENV: 'test' }));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([doomed.destroy(), live.destroy(), down.end()]);
  });

  it('answers 503 "try again" when the database refuses connections', async () => {
    const res = await request(app.getHttpServer()).get('/api/db/down').expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'service_unavailable',
    });
  });

  it('answers 503 when the server drops the connection in the middle of a query', async () => {
    const pending = request(app.getHttpServer()).get('/api/db/killed');
    const admin = new Client({ connectionString: LIVE_URL });
    await admin.connect();
    try {
      const kill = async (): Promise<void> => {
        for (let i = 0; i < 50; i++) {
          const rows = await admin.query(
            `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
              WHERE query LIKE '%killed-by-test%' AND pid <> pg_backend_pid() AND query NOT LIKE '%pg_stat_activity%'`,
          );
          if (rows.rowCount) return;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error('the query never started');
      };
      const [res] = await Promise.all([pending, kill()]);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('service_unavailable');
    } finally {
      await admin.end();
    }
  });

  it('still answers 500 for a query that is simply wrong', async () => {
    const res = await request(app.getHttpServer()).get('/api/db/bad-sql').expect(500);
    expect(res.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
  });

  it('recognizes the shapes without a server', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([{ code: 'ECONNREFUSED' }]))).toBe(true);
    expect(isDatabaseUnavailable({ driverError: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ driverError: { code: '23505' } })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
