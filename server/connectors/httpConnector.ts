import {
  ConnectorError,
  type ApplicationConnector,
  type ConnectorTarget,
  type KnownUser,
  type PushedUser,
  type RoleCatalog,
} from './applicationConnector';
import { OAuth2TokenCache, basicAuthorization } from './connectorAuth';
import { parseKnownUsers, parseRoleCatalog } from './remoteData';
import type { Checked } from '../contract/peerContracts';
import { fetchWithinOrigin } from './outboundTarget';
import { timedOutboundCall } from '../ops/outboundCall';

export interface HttpConnectorOptions {
  /** The whole call, token request included, must finish within this. */
  timeoutMs: number;
  tokens: OAuth2TokenCache;
  /** ALLOW_LINK_LOCAL_TARGETS (outboundTarget.ts). */
  allowLinkLocal: boolean;
}

/** openapi/connector.yaml over HTTP with Node's fetch, authenticated per the application's apiAuthType. */
export class HttpApplicationConnector implements ApplicationConnector {
  readonly name: string;

  constructor(
    private readonly target: ConnectorTarget,
    private readonly options: HttpConnectorOptions,
  ) {
    this.name = target.name;
  }

  async fetchRoles(): Promise<RoleCatalog> {
    return this.checked('GET /roles', parseRoleCatalog(await this.call('GET', '/roles', '/roles')));
  }

  async pushUser(user: PushedUser): Promise<void> {
    await this.call('PUT', `/users/${encodeURIComponent(user.username)}`, '/users/{username}', user);
  }

  async listUsers(): Promise<KnownUser[]> {
    return this.checked('GET /users', parseKnownUsers(await this.call('GET', '/users', '/users')));
  }

  private checked<T>(call: string, answer: Checked<T>): T {
    if ('problem' in answer) throw this.error(`${call} answered something that does not follow the connector contract: ${answer.problem}`);
    return answer.value;
  }

  /** One call of openapi/connector.yaml, timed under `route`, its path as the contract writes it. */
  private async call(method: 'GET' | 'PUT', path: string, route: string, body?: unknown): Promise<unknown> {
    const apiHost = this.target.apiHost?.replace(/\/+$/, '');
    if (!apiHost) throw this.error('no API host is configured');
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const call = { target: 'connector' as const, operation: `${method} ${route}`, about: { application: this.name } };
    return timedOutboundCall(call, () => signal.aborted, () => this.send(apiHost, method, path, body, signal));
  }

  private async send(apiHost: string, method: 'GET' | 'PUT', path: string, body: unknown, signal: AbortSignal): Promise<unknown> {
    try {
      const response = await fetchWithinOrigin(`${apiHost}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: await this.authorization(apiHost, signal),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }, this.options.allowLinkLocal);
      if (response.status === 401 && this.target.apiAuthType === 'OAUTH2') this.options.tokens.forget(this.target, apiHost);
      if (!response.ok) throw this.error(`${method} ${path} answered ${response.status}`);
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : undefined;
    } catch (error) {
      if (error instanceof ConnectorError) throw error;
      if (signal.aborted) throw new ConnectorError(this.name, `${method} ${path} took longer than ${this.options.timeoutMs} ms`, true);
      throw this.error(`${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async authorization(apiHost: string, signal: AbortSignal): Promise<string> {
    if (this.target.apiAuthType === 'OAUTH2') return this.options.tokens.bearer(this.target, apiHost, signal);
    return basicAuthorization(this.target.apiUsername ?? '', this.target.apiPassword ?? '');
  }

  private error(message: string): ConnectorError {
    return new ConnectorError(this.name, message);
  }
}
