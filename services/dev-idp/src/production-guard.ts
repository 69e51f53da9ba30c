/**
 * The dev identity provider signs anyone in with a published password: it must never
 * run in production by accident.
 */
export function assertNotProduction(env: Record<string, string | undefined> = process.env): void {
  if (env.NODE_ENV === 'production' && env.DEV_IDP_ALLOW_PRODUCTION !== '1') {
    throw new Error(
      'dev-idp refuses to start with NODE_ENV=production: it is a development identity provider with demo accounts ' +
        'and a published password. Point OIDC_ISSUER at your real provider, or set DEV_IDP_ALLOW_PRODUCTION=1 to run it anyway.',
    );
  }
}
