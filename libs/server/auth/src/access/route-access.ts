import { RequestMethod, type INestApplication } from '@nestjs/common';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY, type Access } from './access.decorators';

/** Nest's metadata keys of @Controller/@Get paths and methods (PATH_METADATA, METHOD_METADATA). */
const PATH_METADATA = 'path';
const METHOD_METADATA = 'method';

export interface RouteAccess {
  method: string;
  path: string;
  /** `public`, `authenticated`, `roles:admin,chef`, or `denied` (the route states nothing). */
  access: string;
}

const describeAccess = (access: Access | undefined): string => {
  if (!access) return 'denied';
  switch (access.kind) {
    case 'public':
      return 'public';
    case 'authenticated':
      return 'authenticated';
    case 'roles':
      return `roles:${access.roles.join(',')}`;
  }
};

const join = (...parts: (string | string[] | undefined)[]): string =>
  `/${parts
    .map((p) => (Array.isArray(p) ? p[0] : p) ?? '')
    .join('/')
    .split('/')
    .filter(Boolean)
    .join('/')}`;

/**
 * Every route of the app's controllers with who may call it, sorted: a BFF's test can
 * compare it with a written list, so a change of access shows in review.
 */
export function listRouteAccess(app: INestApplication): RouteAccess[] {
  const scanner = new MetadataScanner();
  const routes: RouteAccess[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!type) continue;
      const base = Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined;
      const classAccess = Reflect.getMetadata(ACCESS_KEY, type) as Access | undefined;
      for (const name of scanner.getAllMethodNames(type.prototype as object)) {
        const handler = (type.prototype as Record<string, unknown>)[name] as object;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        const access = (Reflect.getMetadata(ACCESS_KEY, handler) as Access | undefined) ?? classAccess;
        routes.push({ method: RequestMethod[method], path: join(base, path), access: describeAccess(access) });
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
