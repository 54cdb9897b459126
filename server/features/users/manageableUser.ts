import type { Queryable } from '../../db/client';
import type { Caller } from '../../auth/visibility';
import { assertMayManageUser } from '../../auth/consoleGrants';
import { notFound } from '../../contract/problem';
import { findListedUser } from './userQueries';

/**
 * What a user's own screens need of the caller: 404 when it may not see the user (Visible To,
 * SCO_ADMIN within its company), 403 when the user's console role is above the caller's.
 */
export async function assertManageableUser(db: Queryable, caller: Caller, uuid: string): Promise<void> {
  if (!(await findListedUser(db, caller, uuid))) throw notFound('No such user');
  await assertMayManageUser(db, caller, uuid);
}
