/** Where sign-in starts; the server sends the user back to `returnTo` (a same-origin path) afterwards. */
export function loginUrl(returnTo?: string): string {
  // Slashes may stay as they are in a query value (RFC 3986), which keeps the URL readable.
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo).replace(/%2F/g, '/')}` : '/api/login';
}
