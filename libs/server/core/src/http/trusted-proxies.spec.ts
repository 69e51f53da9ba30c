import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { rememberedTrust, trustedPeer } from './trusted-proxies';

const from = (socket: Partial<Socket>) => ({ socket }) as IncomingMessage;

describe('trustedPeer', () => {
  it('trusts the configured addresses and names only', () => {
    const trusted = trustedPeer(rememberedTrust(['loopback', '10.0.0.0/8']));
    expect(trusted(from({ remoteAddress: '127.0.0.1' }))).toBe(true);
    expect(trusted(from({ remoteAddress: '::1' }))).toBe(true);
    expect(trusted(from({ remoteAddress: '10.2.3.4' }))).toBe(true);
    expect(trusted(from({ remoteAddress: '8.8.8.8' }))).toBe(false);
    expect(trusted(from({ remoteAddress: undefined }))).toBe(false);
    expect(trustedPeer(rememberedTrust(false))(from({ remoteAddress: '127.0.0.1' }))).toBe(false);
  });

  it('answers every request from the same peer alike, asked again and again', () => {
    const trusted = trustedPeer(rememberedTrust(['loopback']));
    const proxy: Partial<Socket> = { remoteAddress: '127.0.0.1' };
    const outsider: Partial<Socket> = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 3; i++) {
      expect(trusted(from(proxy))).toBe(true);
      expect(trusted(from(outsider))).toBe(false);
    }
  });
});

describe('rememberedTrust', () => {
  const list = ['loopback', '10.0.0.0/8', 'uniquelocal'];

  it("answers as proxy-addr's compiled list, asked again and past its memory's bound", () => {
    const trust = rememberedTrust(list);
    if (!trust) throw new Error('a list of proxies gives a function');
    const compiled = proxyAddr.compile(list);
    const addresses = ['127.0.0.1', '::1', '10.9.8.7', 'fd00::1', '8.8.8.8', '::ffff:127.0.0.1', 'not an address', ''];
    for (let round = 0; round < 2; round++) {
      for (const address of addresses) expect(trust(address, 0)).toBe(compiled(address, 0));
      // More addresses than it remembers (X-Forwarded-For entries are anyone's words).
      for (let i = 0; i < 1_500; i++) expect(trust(`203.0.${i >> 8}.${i & 255}`, 1)).toBe(false);
    }
  });

  it('trusts nobody when TRUST_PROXY is none', () => {
    expect(rememberedTrust(false)).toBe(false);
  });
});
