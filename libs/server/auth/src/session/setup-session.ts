import type { IncomingMessage } from 'node:http';
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

type Middleware<Req, Res> = (req: Req, res: Res, next: (err?: unknown) => void) => void;

/** The requests that may start a session without a session cookie: sign-in (OidcController.login). */
const SESSION_STARTING_PATHS: readonly string[] = ['/api/login'];

/**
 * `middleware` only for a request that has or may start a session: one carrying the session
 * cookie, or one to a path of `starting`. For a visitor's request (the catalogue reads of the
 * public pages) express-session made a session only to throw it away: a random id, a Session
 * and its Cookie, a SHA-1 of it to see whether it changed and a hook on the answer, about a
 * tenth of public-bff's CPU for a cached read (docs/performance.md, "Run of 27 November 2026,
 * tenth session"). Without the cookie there is no user to find either: `req.session` and
 * `req.user` stay undefined, and every guard reads a missing user as signed out, as it did.
 */
function onlyWithSession<Req extends IncomingMessage, Res>(
  cookieName: string,
  starting: readonly string[],
  middleware: Middleware<Req, Res>,
): Middleware<Req, Res> {
  const cookie = `${cookieName}=`;
  return (req, res, next) => {
    const url = req.url ?? '';
    const path = url.split('?', 1)[0];
    if (req.headers.cookie?.includes(cookie) || starting.includes(path)) {
      middleware(req, res, next);
      return;
    }
    next();
  };
}

/**
 * Sessions in Postgres (table `sessions`, created by the db migrations) and passport,
 * as middleware on the raw request of every BFF, after the Origin check, for the requests that
 * carry the session cookie or start a session (`startsSession`, by default sign-in's path).
 * Call it after createNestApp and before startNestApp; the app must import DbModule.
 */
export function setupSession(
  app: NestFastifyApplication,
  config: AppConfig<'session'>,
  { startsSession = SESSION_STARTING_PATHS }: { startsSession?: readonly string[] } = {},
): void {
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
  const name = sessionCookieName(config);
  const readSession = nextOnce(
    session({
      // `__Host-chefs.sid`, Secure, when the public origin is https (always in production).
      name,
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
  );
  // passport's typings give its session step as `any`: a middleware of the same raw request.
  const restoreUser = passport.session() as typeof readSession;
  app.use(originCheck(config.publicUrl));
  // passport's helpers (req.login, req.isAuthenticated) need no session: set on every request.
  app.use(passport.initialize());
  // The session, then its user, behind one decision (onlyWithSession).
  const sessionThenUser: typeof readSession = (req, res, next) =>
    readSession(req, res, (err) => (err ? next(err) : restoreUser(req, res, next)));
  app.use(onlyWithSession(name, startsSession, sessionThenUser));
}
