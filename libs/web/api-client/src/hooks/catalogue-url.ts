/** "/api/recipes?collection=hub&q=shrimp&limit=12": blank and missing parameters are left out, in the order given. */
export function catalogueUrl(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) search.set(key, text);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
