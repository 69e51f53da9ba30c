import { type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { getQueryFn } from './query-fn';
import { installFakeFetch, NOT_FOUND, UNAUTHORIZED } from './testing';

describe('getQueryFn', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  let client: QueryClient;
  beforeEach(() => {
    client = createQueryClient();
  });
  afterEach(() => {
    fake.restore();
    client.clear();
  });

  it('joins the query key into the URL', async () => {
    fake = installFakeFetch({ 'GET /api/chefs/3': { body: { id: 3 } } });
    await expect(client.fetchQuery({ queryKey: ['/api/chefs', 3] })).resolves.toEqual({ id: 3 });
  });

  it('returns null on 401 when asked to', async () => {
    fake = installFakeFetch({ 'GET /api/auth/user': UNAUTHORIZED });
    const data = await client.fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });

  it('fails on 401 by default, once (no retries)', async () => {
    fake = installFakeFetch({ 'GET /api/home': UNAUTHORIZED });
    await expect(client.fetchQuery({ queryKey: ['/api/home'] })).rejects.toThrow(/^401: .*Unauthorized/);
    expect(fake.calls).toHaveLength(1);
  });

  it('returns null on 404 only when asked to', async () => {
    fake = installFakeFetch({ 'GET /api/chef-profile': NOT_FOUND });
    const data = await client.fetchQuery({
      queryKey: ['/api/chef-profile'],
      queryFn: getQueryFn({ on401: 'throw', on404: 'returnNull' }),
    });
    expect(data).toBeNull();
    client.clear();
    await expect(client.fetchQuery({ queryKey: ['/api/chef-profile'] })).rejects.toThrow(/^404: /);
  });

  it('configures queries never to go stale, refetch on focus or retry', () => {
    const defaults = client.getDefaultOptions().queries;
    expect(defaults).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  });
});
