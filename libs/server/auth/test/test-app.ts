import { Body, Controller, Delete, Get, Module, Post, Req } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { DbModule } from '@chefs/db';
import { type AppConfig, createNestApp, loadConfig } from '@chefs/server-core';
import {
  AuthModule,
  Authenticated,
  type AuthRawRequest,
  CurrentUser,
  Public,
  Roles,
  type SessionUser,
  setupSession,
} from '../src';

@Controller('api/probe')
class ProbeController {
  @Get('public')
  @Public()
  open(@Req() request: FastifyRequest, @CurrentUser() user?: SessionUser) {
    // Whether express-session ran for this request (setupSession: only with the session cookie).
    return { signedIn: !!user, session: !!(request.raw as AuthRawRequest).session };
  }

  @Get('me')
  @Authenticated()
  me(@CurrentUser() user: SessionUser) {
    return user;
  }

  @Get('admin')
  @Roles('admin')
  admin() {
    return { ok: true };
  }

  @Get('forgotten')
  forgotten() {
    return { leaked: true };
  }

  @Post('things')
  @Authenticated()
  create(@Body() body: unknown) {
    return { created: body };
  }

  @Delete('things')
  @Public()
  remove() {
    return { removed: true };
  }
}

@Controller('api/staff')
@Roles('admin', 'chef')
class StaffController {
  @Get()
  list() {
    return { staff: true };
  }

  @Get('open')
  @Public()
  open() {
    return { open: true };
  }
}

export const SESSION_SECRET = 'test-session-secret-0123456789abcdef';
export const PUBLIC_URL = 'http://localhost:8080';

function testConfig(databaseUrl: string): AppConfig<'database' | 'session'> {
  return loadConfig('auth-test', 0, ['database', 'session'], {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    PUBLIC_URL,
  });
}

/** A minimal BFF: DbModule, AuthModule, setupSession, and a controller of every kind of access. */
export async function startProbeApp(databaseUrl: string): Promise<NestFastifyApplication> {
  @Module({ imports: [DbModule.forRoot(databaseUrl), AuthModule], controllers: [ProbeController, StaffController] })
  class ProbeModule {}
  const config = testConfig(databaseUrl);
  const app = await createNestApp(ProbeModule, config);
  setupSession(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
