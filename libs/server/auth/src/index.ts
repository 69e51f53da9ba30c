export { setupSession } from './session/setup-session';
export { SESSION_COOKIE, SECURE_SESSION_COOKIE, sessionCookieName } from './session/session-options';
export { type SessionUser, type AuthRawRequest, toSessionUser } from './session/session-user';
export { AuthModule } from './auth.module';
export { AccessGuard } from './access/access.guard';
export { Public, Authenticated, Roles, CurrentUser, ACCESS_KEY, type Access } from './access/access.decorators';
export { OidcModule } from './oidc/oidc.module';
export { safeReturnTo } from './oidc/return-to';
export { listRouteAccess, type RouteAccess } from './access/route-access';
