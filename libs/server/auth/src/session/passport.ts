import { Passport } from 'passport';
import type { DataSource } from 'typeorm';
import { User } from '@chefs/db';
import { type SessionUser, toSessionUser } from './session-user';

/**
 * passport with the user id in the session, and the user read from the users table on
 * every request: a role change is seen at once, a deleted user is signed out.
 */
export function createPassport(dataSource: DataSource): InstanceType<typeof Passport> {
  const passport = new Passport();
  passport.serializeUser<string>((user, done) => done(null, (user as SessionUser).id));
  passport.deserializeUser<string>((id, done) => {
    dataSource
      .getRepository(User)
      .findOneBy({ id })
      .then((user) => done(null, user ? toSessionUser(user) : false))
      .catch((err: unknown) => done(err));
  });
  return passport;
}
