import { createHash, randomBytes } from 'node:crypto';
import Strategy from 'passport-openidconnect';
import type { AuthRawRequest } from '../session/session-user';

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  end_session_endpoint?: string;
}

/** What the callback learns from the provider. */
interface OidcIdentity {
  sub: string;
  claims: Record<string, unknown>;
  idToken: string;
}

/** Where passport-openidconnect keeps the pending request (state, nonce, PKCE verifier) in the session. */
const STATE_KEY = 'oidc';

type OAuth2Like = {
  getOAuthAccessToken(code: string, params: Record<string, unknown>, cb: (...args: unknown[]) => void): void;
};

/**
 * passport-openidconnect 0.1 with PKCE (S256): the verifier rides in the session with the
 * state, the challenge goes to the provider, and the token request carries the verifier.
 */
class PkceStrategy extends Strategy {
  override authenticate(
    request: Parameters<Strategy['authenticate']>[0],
    options: Strategy.AuthenticateOptions = {},
  ): void {
    const req = request as unknown as AuthRawRequest;
    const self = this as unknown as { _oauth2: OAuth2Like };
    if (req.query?.code) {
      const pending = (req.session as Record<string, { state?: { state?: { codeVerifier?: string } } }> | undefined)?.[
        STATE_KEY
      ];
      const verifier = pending?.state?.state?.codeVerifier;
      if (verifier) {
        const oauth2 = self._oauth2;
        // `this` is passport's per-request copy of the strategy: the override stays with this request.
        self._oauth2 = Object.assign(Object.create(oauth2) as OAuth2Like, {
          getOAuthAccessToken: (code: string, params: Record<string, unknown>, cb: (...args: unknown[]) => void) =>
            oauth2.getOAuthAccessToken(code, { ...params, code_verifier: verifier }, cb),
        });
      }
      super.authenticate(request, options);
      return;
    }
    const codeVerifier = randomBytes(32).toString('base64url');
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    super.authenticate(request, { ...options, state: { codeVerifier }, codeChallenge } as Strategy.AuthenticateOptions);
  }

  override authorizationParams(options: { codeChallenge?: string } = {}): object {
    return options.codeChallenge ? { code_challenge: options.codeChallenge, code_challenge_method: 'S256' } : {};
  }
}

export function createOidcStrategy(
  metadata: ProviderMetadata,
  client: { clientId: string; clientSecret: string; callbackURL: string },
): Strategy {
  return new PkceStrategy(
    {
      issuer: metadata.issuer,
      authorizationURL: metadata.authorization_endpoint,
      tokenURL: metadata.token_endpoint,
      userInfoURL: metadata.userinfo_endpoint,
      clientID: client.clientId,
      clientSecret: client.clientSecret,
      callbackURL: client.callbackURL,
      // The strategy puts `openid` first itself: the request asks for `openid profile email`.
      scope: ['profile', 'email'],
      skipUserProfile: false,
      nonce: 'true',
      sessionKey: STATE_KEY,
    },
    // The nine-argument form (the strategy dispatches on arity): userinfo claims as sent, and the ID token.
    ((
      _issuer: string,
      userinfo: { _json?: Record<string, unknown> } | undefined,
      idProfile: { id: string },
      _context: unknown,
      idToken: string,
      _accessToken: string,
      _refreshToken: string,
      _params: unknown,
      done: (err: unknown, user?: OidcIdentity) => void,
    ) =>
      done(null, {
        sub: idProfile.id,
        claims: { ...(userinfo?._json ?? {}), sub: idProfile.id },
        idToken,
      })) as Strategy.VerifyFunction,
  );
}

export type StrategyOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; identity: OidcIdentity }
  | { kind: 'fail'; reason: string }
  | { kind: 'error'; error: unknown };

/** Runs the strategy on a raw request and reports what it decided, instead of writing to the response. */
export function runStrategy(strategy: Strategy, req: AuthRawRequest): Promise<StrategyOutcome> {
  return new Promise((resolve) => {
    const run = Object.create(strategy) as Strategy & Record<string, unknown>;
    run.redirect = (url: string) => resolve({ kind: 'redirect', url });
    run.success = (identity: OidcIdentity) => resolve({ kind: 'success', identity });
    run.fail = (challenge?: unknown) => resolve({ kind: 'fail', reason: describe(challenge) });
    run.pass = () => resolve({ kind: 'fail', reason: 'passed' });
    run.error = (error: unknown) => resolve({ kind: 'error', error });
    try {
      run.authenticate(req as never, {});
    } catch (error) {
      resolve({ kind: 'error', error });
    }
  });
}

function describe(challenge: unknown): string {
  if (typeof challenge === 'string') return challenge;
  if (typeof challenge === 'object' && challenge && 'message' in challenge && typeof challenge.message === 'string')
    return challenge.message;
  return 'refused';
}
