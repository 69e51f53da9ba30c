import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives development defaults for local runs', () => {
    const c = loadConfig('public-bff', 3001, ['database', 'redis', 'session', 'oidc'], { NODE_ENV: 'development' });
    expect(c.port).toBe(3001);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/chefs');
    expect(c.oidc.issuer).toBe('http://localhost:8080/oidc');
  });

  it('reports every bad or missing variable at once in production', () => {
    let err: unknown;
    try {
      loadConfig('public-bff', 3001, ['database', 'session', 'oidc'], {
        NODE_ENV: 'production',
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'PUBLIC_URL is required',
        'PORT must be a whole number from 1 to 65535 (got "abc")',
        'DATABASE_URL must be a postgres or postgresql URL (got "mysql:")',
        'SESSION_SECRET is required',
        'OIDC_ISSUER is required',
        'OIDC_CLIENT_SECRET is required',
      ]),
    );
  });
});
