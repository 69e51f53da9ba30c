import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { trustedPeer } from './trusted-proxies';

const from = (socket: Partial<Socket>) => ({ socket }) as IncomingMessage;

describe('trustedPeer', () => {
  it('trusts the configured addresses and names only', () => {
    const trusted = trustedPeer(['loopback', '10.0.0.0/8']);
    expect(trusted(from({ remoteAddress: '127.0.0.1' }))).toBe(true);
    expect(trusted(from({ remoteAddress: '::1' }))).toBe(true);
    expect(trusted(from({ remoteAddress: '10.2.3.4' }))).toBe(true);
    expect(trusted(from({ remoteAddress: '8.8.8.8' }))).toBe(false);
    expect(trusted(from({ remoteAddress: undefined }))).toBe(false);
    expect(trustedPeer(false)(from({ remoteAddress: '127.0.0.1' }))).toBe(false);
  });

  it('answers each request of a connection as it answered the first', () => {
    const trusted = trustedPeer(['loopback']);
    const proxy: Partial<Socket> = { remoteAddress: '127.0.0.1' };
    const outsider: Partial<Socket> = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 3; i++) {
      expect(trusted(from(proxy))).toBe(true);
      expect(trusted(from(outsider))).toBe(false);
    }
  });
});
