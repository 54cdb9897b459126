import type { components } from '../contract/connector.gen';
import type { UserContact } from './userContact';
/**
 * What the console needs from a managed application (openapi/connector.yaml). One interface;
 * the HTTP implementation is httpConnector.ts.
 */
export type ApiAuthType = 'HTTP_BASIC' | 'OAUTH2';

/** An application's connection settings, as stored on the application. */
export interface ConnectorTarget {
  name: string;
  apiHost: string | null;
  apiAuthType: ApiAuthType | null;
  apiUsername: string | null;
  apiPassword: string | null;
}

export interface RemoteRole {
  name: string;
  category: string | null;
}

export interface RemoteElement {
  name: string;
  category: string;
}

/** GET /roles */
export interface RoleCatalog {
  roles: RemoteRole[];
  elements: RemoteElement[];
}

/** PUT /users/{username}: a user as the console sends it to one application. */
export interface PushedUser extends UserContact {
  roles: string[];
  elements: { name: string; category: string; value: string | null }[];
}

/** GET /users: what an application knows of one user (openapi/connector.yaml). */
export type KnownUser = components['schemas']['KnownUser'];

export interface ApplicationConnector {
  /** The application's name, as failedUpdateApps and failedApps report it. */
  readonly name: string;
  fetchRoles(): Promise<RoleCatalog>;
  pushUser(user: PushedUser): Promise<void>;
  listUsers(): Promise<KnownUser[]>;
}

/** A call to an application failed: not configured, unreachable, too slow, refused or nonsense. */
export class ConnectorError extends Error {
  constructor(
    readonly application: string,
    message: string,
    /** The application did not answer within the connector's timeout. */
    readonly timedOut = false,
  ) {
    super(`${application}: ${message}`);
  }
}
