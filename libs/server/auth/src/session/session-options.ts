/** The session cookie: one sign-in for every BFF behind the gateway. */
export const SESSION_COOKIE = 'chefs.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_TABLE = 'sessions';
