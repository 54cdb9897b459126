import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../contract/problem';

export const BUILT_IN_DELETE = 'The User Profile application is the console itself and cannot be deleted';

/**
 * Deletes the application with its app profiles, in the caller's transaction. The database's
 * cascades take the app profiles out of the business profiles that had them, and the roles and
 * elements out of the users that had them.
 */
export async function deleteApplication(tx: Queryable, uuid: string): Promise<void> {
  const row = await tx.kysely.selectFrom('application').select(['built_in']).where('uuid', '=', uuid).forUpdate().executeTakeFirst();
  if (!row) throw notFound('No such application');
  if (row.built_in) throw conflict(BUILT_IN_DELETE);
  await tx.kysely.deleteFrom('app_profile').where('application_uuid', '=', uuid).execute();
  await tx.kysely.deleteFrom('application').where('uuid', '=', uuid).execute();
}
