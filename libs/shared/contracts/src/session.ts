/**
 * The session cookie: one sign-in for every BFF behind the gateway. `SECURE` is its name when
 * the public origin is https: a browser keeps a `__Host-` cookie only if it is Secure, for
 * Path=/ and without Domain, so no subdomain and no http page can set or overwrite it.
 * (Browsers do not separate cookies by port: each cookie keeps a name of its own, apart from
 * the identity provider's `idp.*`.) The gateway reads the names too: a request without the
 * cookie gets the prerendered signed-out page (docs/performance.md, "Prerendered pages").
 */
export const SESSION_COOKIE_NAMES = { plain: 'chefs.sid', secure: '__Host-chefs.sid' } as const;
