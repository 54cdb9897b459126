import type { Db, Queryable } from '../../db/client';
import { sql } from 'kysely';
import { visibleTo, type Caller } from '../../auth/visibility';
import { externalApplications } from '../../connectors/applicationTargets';
import type { ConnectorFactory } from '../../connectors/connectorFactory';
import { callEach } from '../../connectors/callEach';
import { mergeKnownUsers, PULLED_FIELDS, type PulledField, type PulledValues } from './pullRule';

const COLUMN = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  deskPhone: 'desk_phone',
  mobilePhone: 'mobile_phone',
} as const satisfies Record<PulledField, string>;

type StoredValues = { uuid: string; key: string } & Record<PulledField, string | null>;

/**
 * Pull User Info: asks every external application for the users it knows and updates the
 * matching users the caller may see, per the pull rule of openapi/connector.yaml.
 */
export async function pullUsersFromApplications(
  db: Db,
  caller: Caller,
  connectorFor: ConnectorFactory,
  onError: (application: string, error: unknown) => void,
): Promise<{ updated: number; answeredApps: string[]; failedApps: string[] }> {
  const connectors = (await externalApplications(db)).map(connectorFor);
  const { succeeded, failed } = await callEach(connectors, (connector) => connector.listUsers(), onError);
  const known = mergeKnownUsers(succeeded);
  const updated = known.size === 0 ? 0 : await db.transaction((tx) => applyPulled(tx, caller, known));
  return { updated, answeredApps: succeeded.map(({ name }) => name), failedApps: failed };
}

async function applyPulled(tx: Queryable, caller: Caller, known: Map<string, PulledValues>): Promise<number> {
  const { rows: stored } = await sql<StoredValues>`select u.uuid, lower(u.username) as key, u.email, u.first_name as "firstName", u.last_name as "lastName",
            u.desk_phone as "deskPhone", u.mobile_phone as "mobilePhone"
       from app_user u
      where lower(u.username) = any(${[...known.keys()]}::text[]) and ${visibleTo(caller, 'u')}`.execute(tx.kysely);
  let updated = 0;
  for (const user of stored) {
    const values = known.get(user.key) ?? {};
    const changed = PULLED_FIELDS.filter((field) => values[field] !== undefined && values[field] !== user[field]);
    if (changed.length === 0) continue;
    await tx.kysely
      .updateTable('app_user')
      .set((eb) => ({ ...Object.fromEntries(changed.map((field) => [COLUMN[field], values[field]])), version: eb('version', '+', 1) }))
      .where('uuid', '=', user.uuid)
      .execute();
    updated++;
  }
  return updated;
}
