/** The session cookie: one sign-in for every BFF behind the gateway. */
export const SESSION_COOKIE = 'chefs.sid';
/**
 * Its name when the public origin is https: a browser keeps a `__Host-` cookie only if it
 * is Secure, for Path=/ and without Domain, so no subdomain and no http page can set or
 * overwrite it. (Browsers do not separate cookies by port: each cookie keeps a name of its
 * own, apart from the identity provider's `idp.*`.)
 */
export const SECURE_SESSION_COOKIE = '__Host-chefs.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_TABLE = 'sessions';

/** The session cookie's name for this deployment: `__Host-` prefixed over https. */
export const sessionCookieName = (config: { secureCookies: boolean }): string =>
  config.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
