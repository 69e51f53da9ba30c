import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AuthRawRequest } from '../session/session-user';
import { ACCESS_KEY, type Access } from './access.decorators';

/**
 * Deny by default: a route states who may call it (Public, Authenticated, Roles) or nobody
 * may. Signed out gets 401, signed in without the right gets 403.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (access?.kind === 'public') return true;
    const user = (context.switchToHttp().getRequest<FastifyRequest>().raw as AuthRawRequest).user;
    if (!user) throw new UnauthorizedException();
    if (access?.kind === 'authenticated') return true;
    if (access?.kind === 'roles' && access.roles.includes(user.role)) return true;
    throw new ForbiddenException();
  }
}
