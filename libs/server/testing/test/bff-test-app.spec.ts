import { Controller, Get, Module, type DynamicModule } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import { AuthModule, Authenticated, CurrentUser, setupSession, type SessionUser } from '@chefs/auth';
import { DbModule, User } from '@chefs/db';
import { CoreModule, createNestApp, type AppConfig } from '@chefs/server-core';
import { dropRedisKeys, startBffTestApp, type BffTestApp } from '../src';

@Controller('api/whoami')
class WhoAmIController {
  @Get()
  @Authenticated()
  whoami(@CurrentUser() user: SessionUser) {
    return { email: user.email, role: user.role };
  }
}

@Module({})
class TinyModule {
  static forRoot(config: AppConfig<'database'>): DynamicModule {
    return {
      module: TinyModule,
      imports: [CoreModule.forRoot(config), DbModule.forRoot(config.databaseUrl), AuthModule],
      controllers: [WhoAmIController],
    };
  }
}

describe('startBffTestApp', () => {
  let t: BffTestApp;
  beforeAll(async () => {
    t = await startBffTestApp('tiny-bff', ['database', 'session'], async (config) => {
      const app = await createNestApp(TinyModule.forRoot(config), config);
      setupSession(app, config);
      return app;
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts the app on a seeded database of its own', async () => {
    expect(new URL(t.db.url).pathname).toMatch(/^\/chefs_test_/);
    expect(await t.db.dataSource.getRepository(User).countBy({ email: 'admin@demo.test' })).toBe(1);
  });

  it('signs a seeded account in with cookieFor, and nobody in without it', async () => {
    const cookie = await t.cookieFor('chef@demo.test');
    await request(t.app.getHttpServer())
      .get('/api/whoami')
      .set('Cookie', cookie)
      .expect(200, { email: 'chef@demo.test', role: 'chef' });
    await request(t.app.getHttpServer()).get('/api/whoami').expect(401);
  });
});

describe('a BFF test app and its Redis keys', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(url);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it("leaves none behind: close() removes every key under its prefix, and no other stack's", async () => {
    const t = await startBffTestApp<AppConfig<'database' | 'session' | 'redis'>>(
      'tiny-bff',
      ['database', 'session', 'redis'],
      (config) => createNestApp(TinyModule.forRoot(config), config),
    );
    const prefix = t.config.queuePrefix;
    expect(prefix).toMatch(/^test-/);
    // A queue's meta key has no expiry (BullMQ), a rate-limit count has one; another prefix
    // that merely starts with this one is another stack's.
    await redis.set(`${prefix}:email:meta`, 'x');
    await redis.set(`${prefix}:rate-limit:POST/api/bookings-ip:127.0.0.1`, '1', 'EX', 60);
    await redis.set(`${prefix}-other:email:meta`, 'x');
    try {
      await t.close();
      expect(await redis.exists(`${prefix}:email:meta`, `${prefix}:rate-limit:POST/api/bookings-ip:127.0.0.1`)).toBe(0);
      expect(await redis.exists(`${prefix}-other:email:meta`)).toBe(1);
    } finally {
      await redis.del(`${prefix}-other:email:meta`);
    }
  });

  it('dropRedisKeys takes glob characters in a prefix literally', async () => {
    const base = `test-glob-${process.pid}`;
    await redis.set(`${base}[a]*:k`, '1');
    await redis.set(`${base}a1:k`, '1');
    try {
      await dropRedisKeys(url, `${base}[a]*`);
      expect(await redis.exists(`${base}[a]*:k`)).toBe(0);
      expect(await redis.exists(`${base}a1:k`)).toBe(1);
    } finally {
      await redis.del(`${base}[a]*:k`, `${base}a1:k`);
    }
  });
});
