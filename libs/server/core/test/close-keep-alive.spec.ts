import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Module } from '@nestjs/common';
import { createNestApp, loadConfig } from '../src';

@Controller('api/slow')
class SlowController {
  @Get()
  async slow(): Promise<{ ok: true }> {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

describe('closing an app with keep-alive connections', () => {
  it('answers the request in flight, then closes its connection instead of waiting for the keep-alive timeout', async () => {
    const app = await createNestApp(SlowModule, loadConfig('slow', 0, [], { NODE_ENV: 'test' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    try {
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/api/slow', agent }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
      // The request has arrived whole (Node counts its connection idle) and its answer is not sent:
      // Node's close() closes idle connections once, now, and skips this one.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      const closed = app.close();
      expect(await answer).toEqual({ status: 200, body: '{"ok":true}' });
      await closed;
      // Without the fix the connection stays open for the keep-alive timeout (72 s) and this test times out.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  }, 10_000);
});
