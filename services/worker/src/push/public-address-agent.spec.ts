import { request } from 'node:https';
import { createServer, type LookupFunction, type Server } from 'node:net';
import { isPublicAddress, PublicAddressAgent, RefusedAddressError } from './public-address-agent';

/** A resolver that knows a few names, as an attacker's DNS would answer them. */
const names: Record<string, string[]> = {
  'push.example.net': ['127.0.0.1'],
  'metadata.example.net': ['169.254.169.254'],
  'mixed.example.net': ['93.184.216.34', '10.0.0.5'],
  'public.example.net': ['93.184.216.34'],
};
const fakeLookup: LookupFunction = (hostname, options, callback) => {
  const found = names[hostname] ?? [];
  if (found.length === 0)
    return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
  if (options.all)
    return callback(
      null,
      found.map((address) => ({ address, family: 4 })),
    );
  callback(null, found[0], 4);
};

/** Opens a request through `agent` and answers the error it ends with. */
const failureOf = (agent: PublicAddressAgent, hostname: string, port: number) =>
  new Promise<Error>((resolve, reject) => {
    const req = request({ hostname, port, path: '/push', method: 'POST', agent }, () => reject(new Error('answered')));
    req.on('error', resolve);
    req.end();
  });

describe('PublicAddressAgent', () => {
  let server: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    // Counts connections, then hangs up: reaching it at all is what the agent must prevent.
    server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    connections = 0;
  });

  it('knows the public internet from everything else', () => {
    expect(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'].filter((a) => !isPublicAddress(a))).toEqual([]);
    const inside = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'push.example.net',
      '',
    ];
    expect(inside.filter((a) => isPublicAddress(a))).toEqual([]);
  });

  it.each([
    ['a name at this machine', 'push.example.net', '127.0.0.1'],
    ['a name at the cloud metadata service', 'metadata.example.net', '169.254.169.254'],
    ['a name with a public and a private address', 'mixed.example.net', '10.0.0.5'],
    ['an address written as such', '127.0.0.1', '127.0.0.1'],
  ])('refuses %s before connecting', async (_, hostname, address) => {
    const agent = new PublicAddressAgent({ lookup: fakeLookup });
    const error = await failureOf(agent, hostname, port);
    agent.destroy();
    expect(error).toBeInstanceOf(RefusedAddressError);
    expect(error).toMatchObject({ host: hostname, address, code: 'ERR_PUSH_ADDRESS_REFUSED' });
    expect(connections).toBe(0);
  });

  it('passes a resolver error on as it is', async () => {
    const agent = new PublicAddressAgent({ lookup: fakeLookup });
    const error = await failureOf(agent, 'nowhere.example.net', port);
    agent.destroy();
    expect(error).not.toBeInstanceOf(RefusedAddressError);
    expect(error).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('connects to this machine when loopback is allowed (outside production), by name or address', async () => {
    const agent = new PublicAddressAgent({ lookup: fakeLookup, allowLoopback: true });
    for (const hostname of ['push.example.net', '127.0.0.1']) {
      const error = await failureOf(agent, hostname, port);
      expect(error).not.toBeInstanceOf(RefusedAddressError);
    }
    agent.destroy();
    expect(connections).toBe(2);
    // Loopback only: the rest of the inside stays closed.
    const strict = new PublicAddressAgent({ lookup: fakeLookup, allowLoopback: true });
    expect(await failureOf(strict, 'metadata.example.net', port)).toBeInstanceOf(RefusedAddressError);
    strict.destroy();
  });
});
