import type { ProviderMetadata } from './oidc-strategy';

const swapPrefix = (url: string, from: string, to: string): string =>
  url === from || url.startsWith(`${from}/`) ? `${to}${url.slice(from.length)}` : url;

/**
 * With OIDC_INTERNAL_URL the BFF talks to the provider over the internal network (token,
 * userinfo) while the browser keeps the public URLs (authorization, end session). Works
 * whichever of the two URLs the provider's metadata was written with.
 */
export function routeProviderUrls(
  metadata: ProviderMetadata,
  issuer: string,
  internalUrl: string | undefined,
): ProviderMetadata {
  if (!internalUrl) return metadata;
  const front = (url: string) => swapPrefix(url, internalUrl, issuer);
  const back = (url: string) => swapPrefix(url, issuer, internalUrl);
  return {
    ...metadata,
    authorization_endpoint: front(metadata.authorization_endpoint),
    end_session_endpoint: metadata.end_session_endpoint && front(metadata.end_session_endpoint),
    token_endpoint: back(metadata.token_endpoint),
    userinfo_endpoint: back(metadata.userinfo_endpoint),
  };
}
