import { routeProviderUrls } from './provider-urls';

const ISSUER = 'https://chefs.example/oidc';
const INTERNAL = 'http://dev-idp:3005/oidc';

const metadata = (base: string) => ({
  issuer: ISSUER,
  authorization_endpoint: `${base}/auth`,
  token_endpoint: `${base}/token`,
  userinfo_endpoint: `${base}/me`,
  end_session_endpoint: `${base}/session/end`,
});

const expected = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  end_session_endpoint: `${ISSUER}/session/end`,
  token_endpoint: `${INTERNAL}/token`,
  userinfo_endpoint: `${INTERNAL}/me`,
};

describe('routeProviderUrls', () => {
  it('sends the browser to public URLs and the server to internal ones, from either spelling', () => {
    expect(routeProviderUrls(metadata(INTERNAL), ISSUER, INTERNAL)).toEqual(expected);
    expect(routeProviderUrls(metadata(ISSUER), ISSUER, INTERNAL)).toEqual(expected);
  });

  it('changes nothing without an internal URL', () => {
    expect(routeProviderUrls(metadata(ISSUER), ISSUER, undefined)).toEqual(metadata(ISSUER));
  });

  it('leaves endpoints on other hosts alone', () => {
    const other = { ...metadata(ISSUER), token_endpoint: 'https://tokens.example/token' };
    expect(routeProviderUrls(other, ISSUER, INTERNAL).token_endpoint).toBe('https://tokens.example/token');
  });
});
