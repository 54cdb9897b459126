import type { Queryable } from '../db/client';
import type { ApiAuthType, ConnectorTarget } from './applicationConnector';

export interface TargetRow {
  uuid: string;
  name: string;
  api_host: string | null;
  api_auth_type: ApiAuthType | null;
  api_username: string | null;
  api_password: string | null;
}

/** The columns of table application (as `a`) that a connector needs. */
export const TARGET_COLUMNS = ['a.uuid', 'a.name', 'a.api_host', 'a.api_auth_type', 'a.api_username', 'a.api_password'] as const;

export function targetOf(row: TargetRow): ConnectorTarget {
  return {
    name: row.name,
    apiHost: row.api_host,
    apiAuthType: row.api_auth_type,
    apiUsername: row.api_username,
    apiPassword: row.api_password,
  };
}

/** Every application with a connector: all but the built-in User Profile, by name. */
export async function externalApplications(db: Queryable): Promise<(ConnectorTarget & { uuid: string })[]> {
  const rows = await db.kysely.selectFrom('application as a').select(TARGET_COLUMNS).where('a.built_in', '=', false).orderBy('a.name').execute();
  return rows.map((row) => ({ uuid: row.uuid, ...targetOf(row) }));
}
