import { installFakeFetch } from '@chefs/api-client/testing';
import { loadRemotesConfig } from './remotes-config';

describe('loadRemotesConfig', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('reads the four remotes from /config.json, ignoring unknown names', async () => {
    fake = installFakeFetch({
      'GET /config.json': {
        body: {
          remotes: {
            public: '/remotes/public/mf-manifest.json',
            admin: '/remotes/admin/mf-manifest.json',
            other: '/x.json',
          },
        },
      },
    });
    await expect(loadRemotesConfig()).resolves.toEqual({
      public: '/remotes/public/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it('retries, then starts with no remotes rather than failing the app', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake = installFakeFetch({ 'GET /config.json': { status: 503 } });
    await expect(loadRemotesConfig()).resolves.toEqual({});
    expect(fake.calls).toHaveLength(3);
    jest.restoreAllMocks();
  });
});
