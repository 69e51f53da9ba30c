/** Control characters (which URL parsers drop) and backslashes (which browsers read as `/`). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED = /[\u0000-\u001f\u007f\\]/;

/**
 * The page a visitor asked to come back to after sign-in (`/signin?returnTo=/schedule`), or
 * undefined to ignore it: only a path of this site, starting with one `/` (`//host` is another
 * site). The server checks it again before it honours it (libs/server/auth, `safeReturnTo`).
 */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//') || REFUSED.test(value))
    return undefined;
  return value;
}
