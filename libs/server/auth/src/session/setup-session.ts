import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { type AppConfig, fastifyOf } from '@chefs/server-core';
import { originCheck } from './origin-check';
import { nextOnce } from './next-once';
import { createPassport } from './passport';
import { SESSION_MAX_AGE_MS, sessionCookieName } from './session-options';
import { SessionStoreWithAccounts } from './session-store';

/**
 * Sessions in Postgres (table `sessions`, created by the db migrations) and passport,
 * as middleware on the raw request of every BFF, after the Origin check. Call it after
 * createNestApp and before startNestApp; the app must import DbModule.
 */
export function setupSession(app: NestFastifyApplication, config: AppConfig<'session'>): void {
  const dataSource = app.get(DataSource);
  const store = new SessionStoreWithAccounts({
    // The pool of the app's DataSource: no second set of connections.
    pool: (dataSource.driver as PostgresDriver).master as Pool,
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    // No UPDATE of the session's expiry on every signed-in request (express-session "touches"
    // an unchanged session before it ends the response): without `rolling` the browser's cookie
    // keeps the expiry it got at sign-in, so a later one in the table would outlive the cookie
    // for nothing. The row expires with the cookie; each signed-in read saves a write and its
    // commit's WAL flush (docs/scale.md, "Signed-in reads").
    disableTouch: true,
  });
  fastifyOf(app).addHook('onClose', async () => store.close());

  const passport = createPassport(dataSource, store);
  app.use(originCheck(config.publicUrl));
  app.use(
    nextOnce(
      session({
        // `__Host-chefs.sid`, Secure, when the public origin is https (always in production).
        name: sessionCookieName(config),
        secret: config.sessionSecret,
        store,
        resave: false,
        saveUninitialized: false,
        // Behind the gateway: X-Forwarded-Proto says whether the browser used https.
        proxy: true,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          maxAge: SESSION_MAX_AGE_MS,
          path: '/',
        },
      }),
    ),
  );
  app.use(passport.initialize());
  app.use(passport.session());
}
