import type { Queryable, Session } from '../../db/client';
import { ConnectorError, type RoleCatalog } from '../../connectors/applicationConnector';
import { TARGET_COLUMNS, externalApplications, targetOf } from '../../connectors/applicationTargets';
import type { ConnectorFactory } from '../../connectors/connectorFactory';
import { callEach } from '../../connectors/callEach';
import { conflict, HttpProblem, notFound } from '../../contract/problem';
import { audited, type AuditActor } from '../../audit/auditLog';

// Application sync (README "Application sync and secrets"): the connector's GET /roles is the
// source of the application's roles and elements. Roles are matched by name, elements by category
// and name, so the ones that stay keep their uuid, Visible To and the profiles that use them;
// new ones are added; ones the application no longer lists are deleted, and the database's
// cascades take them out of app profiles and users in the same transaction.

const MAX_TEXT = 255;

export const BUILT_IN_SYNC = 'The User Profile application has no connector: its roles are the console roles';

/** The catalog's roles and elements, each once; null when a name does not fit the contract. */
function cleanCatalog(catalog: RoleCatalog): RoleCatalog | null {
  const fits = (value: string | null) => value === null || (value.trim() !== '' && value.length <= MAX_TEXT);
  if (![...catalog.roles.flatMap((r) => [r.name, r.category]), ...catalog.elements.flatMap((e) => [e.name, e.category])].every(fits)) return null;
  const roles = new Map(catalog.roles.map((role) => [role.name, role]));
  const elements = new Map(catalog.elements.map((element) => [`${element.category}\n${element.name}`, element]));
  return { roles: [...roles.values()], elements: [...elements.values()] };
}

/** Replaces the application's roles and elements by the catalog's, in one transaction. */
async function storeCatalog(db: Session, applicationUuid: string, catalog: RoleCatalog, audit: { actor: AuditActor; action: string }): Promise<void> {
  await db.transaction((tx: Queryable) => audited(tx, { ...audit, type: 'application', uuid: applicationUuid }, () => writeCatalog(tx, applicationUuid, catalog)));
}

async function writeCatalog(tx: Queryable, applicationUuid: string, catalog: RoleCatalog): Promise<void> {
  const roleNames = catalog.roles.map((r) => r.name);
  let staleRoles = tx.kysely.deleteFrom('application_role').where('application_uuid', '=', applicationUuid);
  if (roleNames.length > 0) staleRoles = staleRoles.where('name', 'not in', roleNames);
  await staleRoles.execute();
  if (catalog.roles.length > 0) {
    await tx.kysely
      .insertInto('application_role')
      .values(catalog.roles.map((role) => ({ application_uuid: applicationUuid, name: role.name, category: role.category })))
      .onConflict((oc) => oc.columns(['application_uuid', 'name']).doUpdateSet((eb) => ({ category: eb.ref('excluded.category') })))
      .execute();
  }
  const kept = await tx.kysely.selectFrom('application_element').select(['uuid', 'category', 'name']).where('application_uuid', '=', applicationUuid).execute();
  const listed = new Set(catalog.elements.map((e) => `${e.category}\n${e.name}`));
  const stale = kept.filter((e) => !listed.has(`${e.category}\n${e.name}`)).map((e) => e.uuid);
  if (stale.length > 0) await tx.kysely.deleteFrom('application_element').where('uuid', 'in', stale).execute();
  if (catalog.elements.length > 0) {
    await tx.kysely
      .insertInto('application_element')
      .values(catalog.elements.map((element) => ({ application_uuid: applicationUuid, name: element.name, category: element.category })))
      .onConflict((oc) => oc.columns(['application_uuid', 'category', 'name']).doNothing())
      .execute();
  }
  // An edit form loaded before the sync holds the old roles: its save gets 412.
  await tx.kysely.updateTable('application').set((eb) => ({ version: eb('version', '+', 1) })).where('uuid', '=', applicationUuid).execute();
}

/** A connector failure as the API answers it: 504 when the application was too slow, else 502. */
function connectorProblem(error: ConnectorError): HttpProblem {
  return error.timedOut
    ? new HttpProblem(504, 'Gateway Timeout', `${error.application} did not answer in time`)
    : new HttpProblem(502, 'Bad Gateway', `${error.application} could not be synced: its connector failed`);
}

async function fetchCatalog(connectorFor: ConnectorFactory, target: Parameters<ConnectorFactory>[0]): Promise<RoleCatalog> {
  const catalog = cleanCatalog(await connectorFor(target).fetchRoles());
  if (!catalog) throw new ConnectorError(target.name, 'GET /roles answered a name longer than 255 characters or empty');
  return catalog;
}

/** Syncs one application; `onError` hears the connector's own reason (the caller gets a sentence). */
export async function syncOneApplication(
  db: Session,
  connectorFor: ConnectorFactory,
  uuid: string,
  onError: (application: string, error: unknown) => void,
  actor: AuditActor,
): Promise<void> {
  const row = await db.kysely.selectFrom('application as a').select([...TARGET_COLUMNS, 'a.built_in']).where('a.uuid', '=', uuid).executeTakeFirst();
  if (!row) throw notFound('No such application');
  if (row.built_in) throw conflict(BUILT_IN_SYNC);
  let catalog: RoleCatalog;
  try {
    catalog = await fetchCatalog(connectorFor, targetOf(row));
  } catch (error) {
    onError(row.name, error);
    if (error instanceof ConnectorError) throw connectorProblem(error);
    throw error;
  }
  await storeCatalog(db, uuid, catalog, { actor, action: 'sync' });
}

/** Syncs every application with a connector in parallel; returns the uuids of the ones that synced. */
export async function syncEveryApplication(
  db: Session,
  connectorFor: ConnectorFactory,
  onError: (application: string, error: unknown) => void,
  actor: AuditActor,
): Promise<string[]> {
  const targets = await externalApplications(db);
  const { succeeded } = await callEach(
    targets,
    async (target) => {
      await storeCatalog(db, target.uuid, await fetchCatalog(connectorFor, target), { actor, action: 'syncAll' });
      return target.uuid;
    },
    onError,
  );
  return succeeded.map((s) => s.value);
}
