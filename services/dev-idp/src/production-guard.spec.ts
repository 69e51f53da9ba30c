import { assertNotProduction } from './production-guard';

describe('assertNotProduction', () => {
  it('refuses production with a clear message', () => {
    expect(() => assertNotProduction({ NODE_ENV: 'production' })).toThrow(
      /dev-idp refuses to start with NODE_ENV=production.*DEV_IDP_ALLOW_PRODUCTION=1/s,
    );
  });

  it('starts in production only when explicitly allowed, and anywhere else', () => {
    expect(() => assertNotProduction({ NODE_ENV: 'production', DEV_IDP_ALLOW_PRODUCTION: '1' })).not.toThrow();
    expect(() => assertNotProduction({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => assertNotProduction({})).not.toThrow();
  });
});
