import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@chefs/contracts';
import type { AuthRawRequest, SessionUser } from '../session/session-user';

export type Access = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'roles'; roles: Role[] };
export const ACCESS_KEY = 'chefs:access';

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
/** Any signed-in user. */
export const Authenticated = () => SetMetadata(ACCESS_KEY, { kind: 'authenticated' } satisfies Access);
/** Signed-in users with one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ACCESS_KEY, { kind: 'roles', roles } satisfies Access);

/** The signed-in user of the request (undefined on a Public route when signed out). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SessionUser | undefined =>
    (ctx.switchToHttp().getRequest<FastifyRequest>().raw as AuthRawRequest).user,
);
