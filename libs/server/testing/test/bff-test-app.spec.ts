import { Controller, Get, Module, type DynamicModule } from '@nestjs/common';
import request from 'supertest';
import { AuthModule, Authenticated, CurrentUser, setupSession, type SessionUser } from '@chefs/auth';
import { DbModule, User } from '@chefs/db';
import { CoreModule, createNestApp, type AppConfig } from '@chefs/server-core';
import { startBffTestApp, type BffTestApp } from '../src';

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
