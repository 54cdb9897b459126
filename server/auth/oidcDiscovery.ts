import type { createRemoteJWKSet, JWTPayload } from 'jose';

/** The parts of a provider's discovery document (`<issuer>/.well-known/openid-configuration`) the login uses. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: unknown;
}

export interface OidcProvider {
  /** The discovery document, fetched once and kept; a failed fetch is tried again on the next call. */
  metadata(): Promise<ProviderMetadata>;
  /** Checks an ID token's signature (the provider's JWKS), issuer, audience and expiry. */
  verifyIdToken(idToken: string, audience: string): Promise<JWTPayload>;
}

function isMetadata(value: unknown): value is ProviderMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
  return fields.every((field) => typeof Reflect.get(value, field) === 'string');
}

/** `fetch` that gives up after timeoutMs and refuses anything but a 2xx JSON answer. */
export async function fetchJson(url: string, timeoutMs: number, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = body && typeof body === 'object' && 'error' in body ? String(body.error) : '';
    throw new Error(`${url} answered ${response.status} ${error}`.trim());
  }
  return body;
}

/**
 * OpenID Connect discovery for the configured issuer (README "Enterprise SSO"). The document must
 * name the configured issuer itself, or a look-alike could hand out its own endpoints.
 */
export function oidcProvider(issuerUrl: string, timeoutMs: number): OidcProvider {
  const issuer = issuerUrl.replace(/\/+$/, '');
  let cached: Promise<ProviderMetadata> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  async function discover(): Promise<ProviderMetadata> {
    const document = await fetchJson(`${issuer}/.well-known/openid-configuration`, timeoutMs, { headers: { accept: 'application/json' } });
    if (!isMetadata(document)) throw new Error('The discovery document lacks issuer, authorization_endpoint, token_endpoint or jwks_uri');
    if (document.issuer.replace(/\/+$/, '') !== issuer) throw new Error(`The discovery document names issuer ${document.issuer}, not ${issuer}`);
    return document;
  }

  async function metadata(): Promise<ProviderMetadata> {
    if (!cached) {
      cached = discover();
      cached.catch(() => {
        cached = null;
      });
    }
    return cached;
  }

  return {
    metadata,
    async verifyIdToken(idToken, audience) {
      const found = await metadata();
      // Loaded at the first SSO login: a server without Enterprise SSO never needs it.
      const { createRemoteJWKSet, jwtVerify } = await import('jose');
      jwks ??= createRemoteJWKSet(new URL(found.jwks_uri), { timeoutDuration: timeoutMs });
      const { payload } = await jwtVerify(idToken, jwks, { issuer: found.issuer, audience, requiredClaims: ['exp', 'iat', 'sub'] });
      return payload;
    },
  };
}
