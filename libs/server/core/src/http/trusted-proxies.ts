import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { LRUCache } from 'lru-cache';
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

/** Addresses whose verdict `rememberedTrust` keeps: the proxies and callers of recent requests. */
const REMEMBERED_ADDRESSES = 1_000;

/**
 * Fastify's `trustProxy` (TRUST_PROXY) as a function: whether `address` is a proxy we trust,
 * the verdict kept per address. Fastify asks it for `request.ip`, `ips`, `host` and `protocol`,
 * and @fastify/middie reads all four for every request (for Express middleware such as
 * express-session); proxy-addr's compiled list parses the address anew each time, with
 * ipaddr.js: about a twelfth of the public BFF's CPU for a cached chef profile
 * (docs/performance.md, "What a cached read still computed"). `distrustUnknownProxies` asks the
 * same function about each request's peer (`trustedPeer`), so each address is parsed once for
 * both. The verdict depends on the address alone; the memory is bounded, since X-Forwarded-For
 * entries are anyone's words.
 */
export function rememberedTrust(trustProxy: string[] | false): false | ((address: string, hop: number) => boolean) {
  if (!trustProxy) return false;
  const trust = proxyAddr.compile(trustProxy);
  const verdicts = new LRUCache<string, boolean>({ max: REMEMBERED_ADDRESSES });
  return (address, hop) => {
    let trusted = verdicts.get(address);
    if (trusted === undefined) {
      trusted = trust(address, hop);
      verdicts.set(address, trusted);
    }
    return trusted;
  };
}

/** What `rememberedTrust` gives: whether an address is a proxy we trust, or `false` for nobody. */
export type ProxyTrust = ReturnType<typeof rememberedTrust>;

/**
 * A function telling whether the peer of this request's socket is a proxy we trust. It asks
 * the same remembered verdicts Fastify asks, so an address is parsed once for both.
 */
export function trustedPeer(trust: ProxyTrust): (req: IncomingMessage) => boolean {
  if (!trust) return () => false;
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
export function distrustUnknownProxies(adapter: FastifyAdapter, trust: ProxyTrust): void {
  const trusted = trustedPeer(trust);
  adapter.setOnRequestHook((request, _reply, done) => {
    const raw = request.raw;
    if (!trusted(raw)) for (const name of FORWARDING_HEADERS) delete raw.headers[name];
    done();
  });
}
