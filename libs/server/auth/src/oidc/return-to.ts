const BASE = new URL('http://return-to.invalid');

/** Control characters (which URL parsers drop or read differently) and backslashes (read as `/`). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED = /[\u0000-\u001f\u007f\\]/;

/**
 * A same-origin path to go to after sign-in, or undefined. The value is resolved against
 * the site's origin with the WHATWG URL parser (so `/./`, `/../` and percent tricks are
 * normalised exactly as a browser will), must stay on that origin, and only its path,
 * query and hash are kept. A normalised path that starts with `//` or `/\` is refused:
 * sent back as a Location, a browser reads it as another host (`/.//evil.example` becomes
 * `//evil.example`, issue 10).
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/') || REFUSED.test(value))
    return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}
