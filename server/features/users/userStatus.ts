// Activating or inactivating a user: the list's status toggle (POST /user/activate, /user/inactivate)
// and a bulk job's Activate and Inactivate, by the same rules. The status alone changes, so the
// form's rules on fields it leaves alone (elements, the default tree) are not asked again: a user
// whose other fields a save would refuse can still be inactivated.
import type { Queryable } from '../../db/client';
import type { Caller } from '../../auth/visibility';
import { assertGrantAllowed, assertMayManageUser } from '../../auth/consoleGrants';
import { audited, type AuditActor } from '../../audit/auditLog';
import { badRequest, notFound, preconditionFailed } from '../../contract/problem';
import { findListedUser } from './userQueries';
import { OWN_ACCOUNT_ACTIVE } from './userWrite';

const NO_PROFILE_ASSIGNED = 'This user has no profile assigned';

/**
 * Sets the user's status with its audit entry, on the caller's transaction. With `version`, a user
 * changed since (another version) is refused with 412 and left as it is.
 */
export async function setUserActive(tx: Queryable, caller: Caller, uuid: string, active: boolean, actor: AuditActor, version?: number): Promise<void> {
  const user = await findListedUser(tx, caller, uuid);
  if (!user) throw notFound('No such user');
  if (!user.businessProfile) throw badRequest(NO_PROFILE_ASSIGNED, [{ field: 'businessProfile', message: 'is required' }]);
  if (!active && user.uuid === caller.uuid) throw badRequest(OWN_ACCOUNT_ACTIVE);
  await assertMayManageUser(tx, caller, uuid);
  await assertGrantAllowed(tx, caller, user.businessProfile.uuid, user.minimumRole.name);
  await audited(tx, { actor, type: 'user', uuid, action: active ? 'activate' : 'inactivate' }, async () => {
    const { numUpdatedRows } = await tx.kysely
      .updateTable('app_user')
      .set((eb) => ({ active, version: eb('version', '+', 1) }))
      .where('uuid', '=', uuid)
      .$if(version !== undefined, (query) => query.where('version', '=', version!))
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw preconditionFailed();
  });
}
