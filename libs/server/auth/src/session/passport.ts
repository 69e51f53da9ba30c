import type { IncomingMessage } from 'node:http';
import { Passport } from 'passport';
import type { DataSource } from 'typeorm';
import { User } from '@chefs/db';
import { type SessionUser, toSessionUser } from './session-user';
import { ACCOUNT_ID, type SessionStoreWithAccounts } from './session-store';

/**
 * passport with the user id in the session, and the user read from the users table on
 * every request: a role change is seen at once, a deleted user is signed out. The session
 * store reads the account with the session in one query; the users table is asked here only
 * when it did not (two requests of one session at once: the second one asks).
 */
export function createPassport(dataSource: DataSource, store: SessionStoreWithAccounts): InstanceType<typeof Passport> {
  const passport = new Passport();
  passport.serializeUser<string>((user, done) => done(null, (user as SessionUser).id));
  passport.deserializeUser<string, IncomingMessage & { sessionID?: string }>((req, id, done) => {
    const account = store.takeAccount(req.sessionID, id);
    if (account) return done(null, account);
    // Not an account id (a session written by something else): no account, rather than a query error.
    if (!ACCOUNT_ID.test(id)) return done(null, false);
    dataSource
      .getRepository(User)
      .findOneBy({ id })
      .then((user) => done(null, user ? toSessionUser(user) : false))
      .catch((err: unknown) => done(err));
  });
  return passport;
}
