import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import type { Caller } from '../../auth/visibility';
import { badRequest, notFound } from '../../contract/problem';
import { assertManageableUser } from '../users';
import { confirmedFactors, removeAllFactors } from './factors';
import { endSessions, liveSessions } from './sessions';
import { auditFactor } from './factorAudit';

/**
 * A user's sessions and factors on its edit screen: only for an admin who may manage the user
 * (sees it under the Visible To rule, SCO_ADMIN within its company: else 404; its console role
 * not above the caller's: else 403), as for every other user write.
 */
export function userSessionsHandlers(ctx: AppContext): FeatureHandlers<'userSessions'> {
  const { db } = ctx;

  const manageable = (caller: Caller, uuid: string) => assertManageableUser(db, caller, uuid);

  return {
    async listUserSessions(request) {
      const caller = callerOf(request);
      await manageable(caller, request.params.id);
      return {
        sessions: await liveSessions(db, request.params.id, request.params.id === caller.uuid ? request.callerSid : null),
        factorCount: (await confirmedFactors(db, request.params.id)).length,
      };
    },

    async endUserSessions(request, reply) {
      await manageable(callerOf(request), request.params.id);
      await endSessions(db, request.params.id, 'all');
      return reply.code(204).send();
    },

    async endUserSession(request, reply) {
      await manageable(callerOf(request), request.params.id);
      if ((await endSessions(db, request.params.id, { only: request.params.sid })) === 0) throw notFound('No such session');
      return reply.code(204).send();
    },

    async resetUserFactors(request, reply) {
      const caller = callerOf(request);
      const { id } = request.params;
      if (id === caller.uuid) throw badRequest('Manage your own factors under My account');
      await manageable(caller, id);
      await db.transaction(async (tx) => {
        await auditFactor(tx, request, id, 'factorsReset');
        await removeAllFactors(tx, id);
        await endSessions(tx, id, 'all');
      });
      request.log.warn({ by: caller.username, user: id }, 'second factors reset by an administrator; the user\'s sessions ended');
      return reply.code(204).send();
    },
  };
}
