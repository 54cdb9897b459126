import type { ApplicationConnector, ConnectorTarget } from './applicationConnector';
import { OAuth2TokenCache } from './connectorAuth';
import { HttpApplicationConnector } from './httpConnector';

export type ConnectorFactory = (target: ConnectorTarget) => ApplicationConnector;

/** Makes HTTP connectors that share one OAuth2 token cache and one timeout (ALLOW_LINK_LOCAL_TARGETS: allowLinkLocal). */
export function httpConnectorFactory(options: { timeoutMs: number; allowLinkLocal?: boolean }): ConnectorFactory {
  const allowLinkLocal = options.allowLinkLocal ?? false;
  const tokens = new OAuth2TokenCache(Date.now, allowLinkLocal);
  return (target) => new HttpApplicationConnector(target, { timeoutMs: options.timeoutMs, tokens, allowLinkLocal });
}
