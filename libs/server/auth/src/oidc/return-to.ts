const BASE = 'http://return-to.invalid';

/**
 * A same-origin path to go to after sign-in, or undefined. Absolute URLs, scheme-relative
 * (`//evil.test`) and backslash tricks are refused.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20))
    return undefined;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
