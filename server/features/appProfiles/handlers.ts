import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import { notFound } from '../../contract/problem';
import { httpConnectorFactory } from '../../connectors/connectorFactory';
import { affectedUserPush } from '../../push/affectedUserPush';
import { appProfileApplications, findAppProfile, listAppProfilePage, listAppProfiles } from './appProfileQueries';
import { deleteAppProfile, saveAppProfile, visibleUsages } from './appProfileWrite';
import { audited, auditActor } from '../../audit/auditLog';

/**
 * Application profiles (SPEC sections 2, 5, 7, 8). The list is open to SCO admins too (the user
 * form offers the profiles), filtered by level; every other operation is admin-only
 * (x-minimum-role in the contract) and applies the Visible To levels as well. A save that changes
 * the roles or elements pushes the profile's active users to its application, in the background.
 */
export function appProfilesHandlers(ctx: AppContext): FeatureHandlers<'appProfiles'> {
  const { db } = ctx;
  const pushJobs = affectedUserPush(db, httpConnectorFactory({ timeoutMs: ctx.config.connectorTimeoutMs, allowLinkLocal: ctx.config.allowLinkLocalTargets }));
  return {
    listAppProfiles: (request) => listAppProfiles(db, callerOf(request)),

    listAppProfilePage: (request) => listAppProfilePage(db, callerOf(request), request.query),

    listAppProfileApplications: (request) => appProfileApplications(db, callerOf(request)),

    async getAppProfile(request) {
      const profile = await findAppProfile(db, callerOf(request), request.params.id);
      if (!profile) throw notFound('No such application profile');
      return profile;
    },

    listAppProfileUsages: (request) => visibleUsages(db, callerOf(request), request.params.id),

    async updateAppProfile(request) {
      const caller = callerOf(request);
      const saved = await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'appProfile', uuid: request.body.uuid }, () => saveAppProfile(tx, caller, request.body)),
      );
      // New roles or elements change what the profile's users may do in its application.
      const pushJob = saved.linksChanged ? await pushJobs.start({ appProfileUuid: saved.uuid }, [saved.applicationUuid], auditActor(request), request.log) : undefined;
      return { uuid: saved.uuid, ...(pushJob && { pushJob }) };
    },

    async deleteAppProfile(request, reply) {
      const caller = callerOf(request);
      await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'appProfile', uuid: request.params.id }, () => deleteAppProfile(tx, caller, request.params.id)),
      );
      return reply.code(204).send();
    },
  };
}
