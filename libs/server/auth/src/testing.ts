// @chefs/auth/testing: for tests only (ESLint refuses it in production code).
export { createSessionCookie } from './session/session-cookie';
