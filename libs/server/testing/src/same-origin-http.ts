import type { Server } from 'node:http';
import request from 'supertest';

export type SameOriginHttp = ReturnType<typeof request>;

/**
 * supertest against `server`, sending what a browser sends on a fetch from the site's own
 * pages: `Origin: <origin>` on POST, PUT, PATCH and DELETE. The BFFs refuse a
 * cookie-authenticated unsafe request without it (403), as they would a forged one.
 * A test of that refusal calls supertest itself.
 */
export function sameOriginHttp(server: Server, origin: string): SameOriginHttp {
  const http = request(server);
  const withOrigin =
    <M extends 'post' | 'put' | 'patch' | 'delete'>(method: M) =>
    (url: string) =>
      request(server)[method](url).set('Origin', origin);
  return Object.assign(http, {
    post: withOrigin('post'),
    put: withOrigin('put'),
    patch: withOrigin('patch'),
    delete: withOrigin('delete'),
    del: withOrigin('delete'),
  });
}
