import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import { notFound } from '../../contract/problem';
import { httpConnectorFactory } from '../../connectors/connectorFactory';
import { affectedUserPush } from '../../push/affectedUserPush';
import { findBusinessProfile, listBusinessProfilePage, listBusinessProfiles } from './businessProfileQueries';
import { deleteBusinessProfile, saveBusinessProfile, visibleHolders } from './businessProfileWrite';
import { audited, auditActor } from '../../audit/auditLog';

/**
 * Business profiles (SPEC sections 2, 5, 7, 8). The list is open to SCO admins too (the user form
 * offers the profiles), filtered by level; every other operation is admin-only (x-minimum-role in
 * the contract) and applies the Visible To levels as well. A save that changes the app profiles
 * pushes the profile's active users to the applications concerned, in the background.
 */
export function businessProfilesHandlers(ctx: AppContext): FeatureHandlers<'businessProfiles'> {
  const { db } = ctx;
  const pushJobs = affectedUserPush(db, httpConnectorFactory({ timeoutMs: ctx.config.connectorTimeoutMs, allowLinkLocal: ctx.config.allowLinkLocalTargets }));
  return {
    listBusinessProfiles: (request) => listBusinessProfiles(db, callerOf(request)),

    listBusinessProfilePage: (request) => listBusinessProfilePage(db, callerOf(request), request.query),

    async getBusinessProfile(request) {
      const profile = await findBusinessProfile(db, callerOf(request), request.params.id);
      if (!profile) throw notFound('No such business profile');
      return profile;
    },

    listBusinessProfileUsers: (request) => visibleHolders(db, callerOf(request), request.params.id),

    async updateBusinessProfile(request) {
      const caller = callerOf(request);
      const saved = await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'businessProfile', uuid: request.body.uuid }, () => saveBusinessProfile(tx, caller, request.body)),
      );
      const pushJob = await pushJobs.start({ businessProfileUuid: saved.uuid }, saved.changedApplications, auditActor(request), request.log);
      return { uuid: saved.uuid, ...(pushJob && { pushJob }) };
    },

    async deleteBusinessProfile(request, reply) {
      const caller = callerOf(request);
      await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'businessProfile', uuid: request.params.id }, () =>
          deleteBusinessProfile(tx, caller, request.params.id),
        ),
      );
      return reply.code(204).send();
    },
  };
}
