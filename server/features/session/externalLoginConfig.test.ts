import { enterpriseSsoFrom, loadConfig } from '../../config';

describe('IDP_* settings (README "Enterprise SSO")', () => {
  it('are off without IDP_ISSUER_URL and IDP_CLIENT_ID', () => {
    expect(enterpriseSsoFrom({})).toBeNull();
    expect(loadConfig({}).enterpriseSso).toBeNull();
  });

  it('take the issuer without a trailing slash, the optional secret and preferred_username by default', () => {
    expect(enterpriseSsoFrom({ IDP_ISSUER_URL: 'https://idp.example.com/realms/acme/', IDP_CLIENT_ID: 'userprofile' })).toEqual({
      issuerUrl: 'https://idp.example.com/realms/acme',
      clientId: 'userprofile',
      clientSecret: undefined,
      usernameClaim: 'preferred_username',
      timeoutMs: 5000,
    });
    expect(
      enterpriseSsoFrom({ IDP_ISSUER_URL: 'https://idp.example.com', IDP_CLIENT_ID: 'up', IDP_CLIENT_SECRET: 's3cret', IDP_USERNAME_CLAIM: 'email', IDP_TIMEOUT_MS: '800' }),
    ).toMatchObject({ clientSecret: 's3cret', usernameClaim: 'email', timeoutMs: 800 });
  });

  it('stop the start when only one of issuer and client id is set, or the issuer is no http(s) URL', () => {
    expect(() => enterpriseSsoFrom({ IDP_ISSUER_URL: 'https://idp.example.com' })).toThrow('IDP_ISSUER_URL and IDP_CLIENT_ID are set together or not at all');
    expect(() => enterpriseSsoFrom({ IDP_CLIENT_ID: 'up' })).toThrow('IDP_ISSUER_URL and IDP_CLIENT_ID are set together or not at all');
    expect(() => enterpriseSsoFrom({ IDP_ISSUER_URL: 'ftp://idp.example.com', IDP_CLIENT_ID: 'up' })).toThrow('IDP_ISSUER_URL must be an http(s) URL');
    expect(() => enterpriseSsoFrom({ IDP_ISSUER_URL: 'https://idp.example.com/?x=1', IDP_CLIENT_ID: 'up' })).toThrow('IDP_ISSUER_URL must be an http(s) URL');
  });
});
