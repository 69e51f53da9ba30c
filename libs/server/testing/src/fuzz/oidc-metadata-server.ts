import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenID provider that only publishes its metadata (on a free local port): enough for a
 * BFF's sign-in to start (a 302 to its authorization endpoint) without the identity provider
 * running. Its token endpoint answers 404, so a callback fails as it would with a bad code.
 */
export async function startOidcMetadataServer(): Promise<{ issuer: string; close(): Promise<void> }> {
  let issuer = '';
  const server = createServer((req, res) => {
    if (req.url !== '/oidc/.well-known/openid-configuration') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
        end_session_endpoint: `${issuer}/session/end`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
