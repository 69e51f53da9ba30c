import type { PageRead } from '@chefs/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The query key under which a hook keeps the answer of one GET: the API path, then the exact
 * URL ("['/api/recipes', '/api/recipes?slug=x&limit=5']"), so a page drawn on the server can
 * hand its reads to the same cache entries the hooks read.
 */
export const readQueryKey = (url: string): [string, string] => [url.split('?')[0], url];

/**
 * Puts the reads a page was drawn with (on the server, or in the page's data element in the
 * browser) into the query cache before the first render, so the first render draws the same
 * page and asks for nothing again (the client keeps data fresh until it is invalidated).
 */
export function seedPageReads(queryClient: QueryClient, reads: readonly PageRead[]): void {
  for (const { url, body } of reads) queryClient.setQueryData(readQueryKey(url), body);
}
