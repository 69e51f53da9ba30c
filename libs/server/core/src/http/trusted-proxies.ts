import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyAdapter } from '@nestjs/platform-fastify';

/** Headers a proxy sets to say who the caller really is and how they came. */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
] as const;

/**
 * A function telling whether the peer of this socket is a proxy we trust (TRUST_PROXY).
 * `false` trusts nobody.
 */
export function trustedPeer(trustProxy: string[] | false): (req: IncomingMessage) => boolean {
  if (!trustProxy) return () => false;
  const trust = proxyAddr.compile(trustProxy);
  return (req) => {
    const peer = req.socket.remoteAddress;
    return peer !== undefined && trust(peer, 0);
  };
}

/**
 * Fastify believes X-Forwarded-* only from the configured proxies, but middleware on the
 * raw request (express-session's `proxy`, the OpenID provider) and the gateway's
 * forwarding read the headers themselves. So a request from anyone else loses them
 * before anything reads them: nobody outside can claim another address, host or https.
 * Runs as the adapter's first request hook, before Nest middleware.
 */
export function distrustUnknownProxies(adapter: FastifyAdapter, trustProxy: string[] | false): void {
  const trusted = trustedPeer(trustProxy);
  adapter.setOnRequestHook((request, _reply, done) => {
    const raw = request.raw;
    if (!trusted(raw)) for (const name of FORWARDING_HEADERS) delete raw.headers[name];
    done();
  });
}
