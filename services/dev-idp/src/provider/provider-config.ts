import { generateKeyPairSync } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { claimsOf, findAccountBySub } from '../accounts/accounts';
import { errorPage, logoutPage, signedOutPage } from '../interaction/pages';
import type { MemoryStore } from './memory-adapter';
import type { DevIdpConfig } from '../create-dev-idp-app';

export const SCOPES = 'openid profile email';
const COOKIE_NAMES = { session: 'idp.session', interaction: 'idp.interaction', resume: 'idp.resume' };

/** Path the provider answers under: the issuer's path (`/oidc` for http://host/oidc). */
export const issuerPath = (issuer: string): string => new URL(issuer).pathname.replace(/\/$/, '');

/** A signing key made at start-up: tokens die with the process, as everything else here. */
function signingKeys(): { keys: Record<string, unknown>[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'dev-idp-1', use: 'sig', alg: 'RS256' }] };
}

/** Config strips a trailing slash (`http://host/` becomes `http://host`): accept both spellings of a bare origin. */
const withAndWithoutSlash = (uri: string): string[] => [...new Set([uri, new URL(uri).href])];

const html = (ctx: KoaContextWithOIDC, body: string) => {
  ctx.type = 'html';
  ctx.body = body;
};

export function providerConfiguration(config: DevIdpConfig, store: MemoryStore): Configuration {
  const { clientId, clientSecret } = config.oidc;
  const mount = issuerPath(config.oidc.issuer);
  return {
    adapter: store.adapterFor,
    jwks: signingKeys(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Atlanta Private Chefs',
        redirect_uris: [config.devIdp.clientRedirectUri],
        post_logout_redirect_uris: withAndWithoutSlash(config.devIdp.postLogoutRedirectUri),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // passport-openidconnect sends the client credentials in the token request body.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    scopes: ['openid', 'profile', 'email'],
    findAccount: async (_ctx, sub) => {
      const account = findAccountBySub(sub);
      return account
        ? { accountId: account.sub, claims: async () => ({ ...claimsOf(account), sub: account.sub }) }
        : undefined;
    },
    // The product's own web client is first party: it is granted openid profile email without a consent click.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (ctx.oidc.client?.clientId !== clientId || !ctx.oidc.session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    interactions: { url: async (_ctx, interaction) => `${mount}/interaction/${interaction.uid}` },
    cookies: { names: COOKIE_NAMES, keys: config.devIdp.cookieKeys },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => html(ctx, logoutPage(form, `${mount}/scripts/submit-logout.js`)),
        postLogoutSuccessSource: async (ctx) => html(ctx, signedOutPage()),
      },
    },
    // The web client proves its code with PKCE (S256) as well as its secret.
    pkce: { required: () => true },
    renderError: async (ctx, out) => html(ctx, errorPage({ ...out })),
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
  };
}
