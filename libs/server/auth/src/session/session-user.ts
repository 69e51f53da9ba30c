import type { IncomingMessage } from 'node:http';
import type { Session, SessionData } from 'express-session';
import type { Role } from '@chefs/contracts';
import type { User } from '@chefs/db';

/** Who is signed in, loaded from the users table on every request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
}

export const toSessionUser = (user: User): SessionUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
});

declare module 'express-session' {
  interface SessionData {
    /** passport's place for the signed-in user's id. */
    passport?: { user?: string };
    /** Where to go after sign-in (a same-origin path). */
    returnTo?: string;
    /** The provider's ID token of this sign-in, for its end-session call. */
    idToken?: string;
  }
}

/**
 * The raw Node request as the session and passport middleware leave it: on the Fastify
 * adapter they run on `request.raw`, so guards and decorators read it there.
 */
export type AuthRawRequest = IncomingMessage & {
  session?: Session & Partial<SessionData>;
  sessionID?: string;
  user?: SessionUser;
  login?(user: SessionUser, done: (err?: unknown) => void): void;
  query?: Record<string, unknown>;
};
