import type { ApplicationConnector, ConnectorTarget } from './applicationConnector';
import { OAuth2TokenCache } from './connectorAuth';
import { HttpApplicationConnector } from './httpConnector';

export type ConnectorFactory = (target: ConnectorTarget) => ApplicationConnector;

/** Makes HTTP connectors that share one OAuth2 token cache and one timeout. */
export function httpConnectorFactory(options: { timeoutMs: number }): ConnectorFactory {
  const tokens = new OAuth2TokenCache();
  return (target) => new HttpApplicationConnector(target, { timeoutMs: options.timeoutMs, tokens });
}
