// A real OpenID Connect provider for tests (oidc-provider 8, ESM only, hence its own process):
// started by server/testing/oidcTestProvider.ts. Any login with any password signs in through its
// development login and consent pages; the account's preferred_username is the login as typed.
// Settings come from the environment; the first line on stdout is `listening <issuer>`.
import crypto from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const clientId = process.env.OIDC_CLIENT_ID ?? 'userprofile-sso';
const clientSecret = process.env.OIDC_CLIENT_SECRET || undefined;
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean);
const host = process.env.OIDC_HOST ?? '127.0.0.1';

const server = http.createServer();
// Longer than any pause between a test's calls: an idle keep-alive socket closing while a client
// reuses it would fail that call ("other side closed").
server.keepAliveTimeout = 120_000;
server.listen(Number(process.env.OIDC_PORT ?? 0), host, () => {
  const { port } = server.address();
  const issuer = `http://${host}:${port}`;
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        ...(clientSecret ? { client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_basic' } : { token_endpoint_auth_method: 'none' }),
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    pkce: { required: () => true, methods: ['S256'] },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, accountId) {
      return {
        accountId,
        async claims() {
          return { sub: accountId, preferred_username: accountId, name: accountId, email: `${accountId}@example.com` };
        },
      };
    },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  process.stdout.write(`listening ${issuer}\n`);
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
