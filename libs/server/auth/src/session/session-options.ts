import { SESSION_COOKIE_NAMES } from '@chefs/contracts';

/** The session cookie (its names live in contracts, where the gateway reads them too). */
export const SESSION_COOKIE: string = SESSION_COOKIE_NAMES.plain;
/** Its name when the public origin is https (`__Host-`: Secure, Path=/, no Domain). */
export const SECURE_SESSION_COOKIE: string = SESSION_COOKIE_NAMES.secure;
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_TABLE = 'sessions';

/** The session cookie's name for this deployment: `__Host-` prefixed over https. */
export const sessionCookieName = (config: { secureCookies: boolean }): string =>
  config.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
