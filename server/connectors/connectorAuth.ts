import { ConnectorError, type ConnectorTarget } from './applicationConnector';
import { fetchWithinOrigin } from './outboundTarget';
import { answerCheck } from '../contract/peerContracts';
import type { components } from '../contract/connector.gen';

/** Seconds before expiry at which a cached token is no longer used. */
const EXPIRY_MARGIN_SECONDS = 30;
/** How long a token is kept when its answer gives no expires_in (RFC 6749 5.1 makes it optional). */
const DEFAULT_TOKEN_SECONDS = 300;

const checkToken = answerCheck<components['schemas']['Token']>('connector', 'post', '/oauth/token');

export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/**
 * Client-credentials tokens of OAUTH2 applications, fetched from `{apiHost}/oauth/token` and
 * kept until shortly before they expire. One cache serves every connector of a server.
 */
export class OAuth2TokenCache {
  private tokens = new Map<string, { token: string; expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly allowLinkLocal = false,
  ) {}

  async bearer(target: ConnectorTarget, apiHost: string, signal: AbortSignal): Promise<string> {
    const key = this.keyOf(target, apiHost);
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt > this.now()) return `Bearer ${cached.token}`;
    const { token, expiresIn } = await fetchToken(target, apiHost, signal, this.allowLinkLocal);
    this.tokens.set(key, { token, expiresAt: this.now() + Math.max(0, expiresIn - EXPIRY_MARGIN_SECONDS) * 1000 });
    return `Bearer ${token}`;
  }

  /** Forgets a token the application refused, so the next call fetches a new one. */
  forget(target: ConnectorTarget, apiHost: string): void {
    this.tokens.delete(this.keyOf(target, apiHost));
  }

  private keyOf(target: ConnectorTarget, apiHost: string): string {
    return `${apiHost}\n${target.apiUsername ?? ''}\n${target.apiPassword ?? ''}`;
  }
}

async function fetchToken(target: ConnectorTarget, apiHost: string, signal: AbortSignal, allowLinkLocal: boolean) {
  const response = await fetchWithinOrigin(`${apiHost}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: target.apiUsername ?? '',
      client_secret: target.apiPassword ?? '',
    }).toString(),
    signal,
  }, allowLinkLocal);
  if (!response.ok) throw new ConnectorError(target.name, `token request answered ${response.status}`);
  const answer = checkToken(await response.json());
  if ('problem' in answer) throw new ConnectorError(target.name, `token response does not follow the connector contract: ${answer.problem}`);
  return { token: answer.value.access_token, expiresIn: answer.value.expires_in ?? DEFAULT_TOKEN_SECONDS };
}
