/** What every admin table's query has besides its own filters. */
interface AdminListQuery {
  page?: number;
  pageSize?: number;
}

/**
 * The URL of one page of an admin table (`path`, such as /api/admin/users): `page` and
 * `pageSize` (1 and 20 unless given), then each filter that has a value, in the order given.
 * The URL is the TanStack Query key, so each page of each filter is its own cache entry.
 */
export function adminListUrl<Q extends AdminListQuery>(path: string, query: Q): string {
  const { page = 1, pageSize = 20, ...filters } = query;
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filters))
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') params.set(key, String(value));
  return `${path}?${params.toString()}`;
}
