import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@chefs/server-core';
import { createGatewayApp } from '../src/create-gateway-app';

/** Writes `content` to `file` under `root`, making its folders (a static root for the gateway). */
export function writeUnder(root: string, file: string, content: string | Buffer): void {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
}

/** The gateway configured by `env` (the variables loadConfig reads), listening on a free port of 127.0.0.1. */
export async function listeningGateway(
  env: Record<string, string>,
  opts: Parameters<typeof createGatewayApp>[1] = {},
): Promise<{ app: NestFastifyApplication; base: string }> {
  const app = await createGatewayApp(loadConfig('gateway', 0, ['gateway'], env), opts);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}
