import { createHmac, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS, SESSION_TABLE } from './session-options';

/** cookie-signature's `sign`, as express-session checks it. */
function signSessionId(sid: string, secret: string): string {
  return `${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;
}

/**
 * For tests: a signed-in session of `userId`, stored as express-session and
 * connect-pg-simple store it, and the `Cookie` header value that carries it.
 */
export async function createSessionCookie(
  dataSource: DataSource,
  userId: string,
  secret: string,
  name = SESSION_COOKIE,
): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + SESSION_MAX_AGE_MS);
  const sess = {
    cookie: {
      originalMaxAge: SESSION_MAX_AGE_MS,
      expires: expires.toISOString(),
      secure: false,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    },
    passport: { user: userId },
  };
  await dataSource.query(`INSERT INTO ${SESSION_TABLE} (sid, sess, expire) VALUES ($1, $2, $3)`, [
    sid,
    JSON.stringify(sess),
    expires,
  ]);
  return `${name}=${encodeURIComponent(`s:${signSessionId(sid, secret)}`)}`;
}
