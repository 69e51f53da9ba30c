import { lookup as dnsLookup } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { isIP, type LookupFunction, type TcpNetConnectOpts } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';

/** A push endpoint's name led to an address inside a network: nothing was sent. */
export class RefusedAddressError extends Error {
  readonly code = 'ERR_PUSH_ADDRESS_REFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} is at ${address}, which is no public internet address: nothing was sent there`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * Whether `address` is a public internet address: ipaddr.js's `unicast`, the one range that is
 * not private, loopback, link-local (169.254.169.254, the cloud metadata service), carrier NAT,
 * unique-local, multicast, reserved, or a v6 address carrying a v4 one (v4-mapped, NAT64, 6to4,
 * Teredo), which could carry any of those.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

export interface PublicAddressAgentOptions extends AgentOptions {
  /** Resolves names (dns.lookup; tests give one of their own). */
  lookup?: LookupFunction;
  /** Also allows loopback addresses (outside production: the local push services of development). */
  allowLoopback?: boolean;
}

/**
 * The HTTPS agent of every push the worker sends: it connects only to public internet addresses.
 *
 * An endpoint is a URL a browser gave us. customer-bff takes only a push service's name on port
 * 443 (pushEndpointProblem), but a name is whatever its owner's DNS says (`10.0.0.5.nip.io`): the
 * check that matters is on the address the connection is about to use, after the lookup, which
 * is where this agent makes it (every address the name has must be public, so a name cannot
 * offer a public one to a check and a private one to the connection). An IP literal, which skips
 * the lookup, is checked as it is.
 *
 * Why not request-filtering-agent, which does the same: its current versions are ES modules only,
 * which the worker's CommonJS build and its jest cannot load as they stand. Its check is
 * ipaddr.js's range, which this uses directly.
 */
export class PublicAddressAgent extends Agent {
  private readonly allowed: (address: string) => boolean;

  constructor({ lookup = dnsLookup, allowLoopback = false, ...options }: PublicAddressAgentOptions = {}) {
    const allowed = (address: string) =>
      isPublicAddress(address) ||
      (allowLoopback && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback');
    super({ keepAlive: true, ...options, lookup: publicOnly(lookup, allowed) });
    this.allowed = allowed;
  }

  override createConnection(options: TcpNetConnectOpts, callback?: (err: Error | null, socket: Duplex) => void) {
    const host = options.host ?? 'localhost';
    if (isIP(host) !== 0 && !this.allowed(host)) {
      const error = new RefusedAddressError(host, host);
      // http's Agent reads a callback's error as the request's; without one, a throw is.
      if (callback) return void callback(error, undefined as unknown as Duplex);
      throw error;
    }
    return super.createConnection(options, callback);
  }
}

/** A lookup that answers an error when any address of the name is not allowed. */
function publicOnly(lookup: LookupFunction, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) =>
    lookup(hostname, options, (err, address, family) => {
      if (err) return callback(err, address, family);
      const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const refused = addresses.find((a) => !allowed(a));
      if (refused !== undefined) return callback(new RefusedAddressError(hostname, refused), '', 0);
      callback(null, address, family);
    });
}
