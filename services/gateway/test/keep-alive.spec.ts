import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listeningGateway } from './support';
import { closedPortUrl } from './upstream';

describe('gateway to BFF connections', () => {
  let bff: Server;
  let app: NestFastifyApplication;
  let base: string;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    bff = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '2' }).end('[]');
    });
    bff.on('connection', (socket: Socket) => sockets.add(socket));
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    const down = await closedPortUrl();
    ({ app, base } = await listeningGateway({
      NODE_ENV: 'test',
      STATIC_ROOT: '/nonexistent',
      PUBLIC_BFF_URL: `http://127.0.0.1:${(bff.address() as AddressInfo).port}`,
      CUSTOMER_BFF_URL: down,
      CHEF_BFF_URL: down,
      ADMIN_BFF_URL: down,
    }));
  });

  afterAll(async () => {
    await app?.close();
    bff?.closeAllConnections();
    await new Promise<void>((resolve) => bff?.close(() => resolve()) ?? resolve());
  });

  it('reuses pooled keep-alive connections instead of opening one per request', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${base}/api/chefs`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    }
    expect(sockets.size).toBe(1);

    // Two rounds of 10 at once: 20 answers over at most 10 connections (the second round reuses the first's).
    for (let round = 0; round < 2; round++)
      await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/api/recipes`).then((r) => r.text())));
    expect(sockets.size).toBeLessThanOrEqual(10);
  });
});
