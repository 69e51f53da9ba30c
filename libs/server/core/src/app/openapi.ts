import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config';
import { fastifyOf } from './nest-fastify';

/** Folder of swagger-ui-dist (the UI bundle @nestjs/swagger depends on). */
function swaggerUiDistPath(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- no ESM entry nor types; resolved at run time
  const absolutePath = require('swagger-ui-dist/absolute-path.js') as () => string;
  return absolutePath();
}

const UI_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/**
 * SwaggerModule serves the UI's assets through @fastify/static, whose ESM-only
 * dependencies cannot load under Jest; the documents and the UI page come from
 * SwaggerModule, the few assets from the files of swagger-ui-dist.
 */
class OpenApiDocs extends SwaggerModule {
  static mount(app: NestFastifyApplication, path: string, document: OpenAPIObject): void {
    const finalPath = `/${path}`;
    this.serveDocuments(finalPath, finalPath.split('/').pop() ?? '', app.getHttpAdapter(), document, {
      ui: true,
      raw: true,
      jsonDocumentUrl: `${finalPath}.json`,
      yamlDocumentUrl: `${finalPath}.yaml`,
      swaggerOptions: {},
    });
    const assets = swaggerUiDistPath();
    fastifyOf(app).get<{ Params: { asset: string } }>(`${finalPath}/:asset`, async (request, reply) => {
      const type = UI_ASSETS[request.params.asset];
      if (!type) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=3600')
        .send(await readFile(join(assets, request.params.asset)));
    });
  }
}

/** OpenAPI JSON at /api-docs/<service>.json and its UI at /api-docs/<service>. */
export function setupOpenApi(app: NestFastifyApplication, config: AppConfig): void {
  // The name @chefs/auth gives it (sessionCookieName): `__Host-` prefixed over https.
  const sessionCookie = config.secureCookies ? '__Host-chefs.sid' : 'chefs.sid';
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(config.serviceName)
      .setDescription(`API of ${config.serviceName}. Signed-in calls use the ${sessionCookie} session cookie.`)
      .addCookieAuth(sessionCookie)
      .build(),
  );
  OpenApiDocs.mount(app, `api-docs/${config.serviceName}`, document);
}
