import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import type { Caller } from '../../auth/visibility';
import { notFound } from '../../contract/problem';
import { httpConnectorFactory } from '../../connectors/connectorFactory';
import { findApplication, listApplicationPage, listApplications, type Application } from './applicationQueries';
import { saveApplication } from './applicationWrite';
import { syncEveryApplication, syncOneApplication } from './applicationSync';
import { deleteApplication } from './applicationDelete';
import { audited, auditActor } from '../../audit/auditLog';

/** Applications: list, get, save, sync (one or all) and delete (SPEC sections 2, 6, 7 and 8). */
export function applicationsHandlers(ctx: AppContext): FeatureHandlers<'applications'> {
  const { db } = ctx;
  const connectors = httpConnectorFactory({ timeoutMs: ctx.config.connectorTimeoutMs, allowLinkLocal: ctx.config.allowLinkLocalTargets });

  const logFailure = (request: FastifyRequest) => (application: string, error: unknown) =>
    request.log.warn({ application, err: error }, 'application sync failed');

  async function visibleApplication(caller: Caller, uuid: string): Promise<Application> {
    const application = await findApplication(db, caller, uuid);
    if (!application) throw notFound('No such application');
    return application;
  }

  return {
    listApplications: (request) => listApplications(db, callerOf(request)),

    listApplicationPage: (request) => listApplicationPage(db, callerOf(request), request.query),
    getApplication: (request) => visibleApplication(callerOf(request), request.params.id),

    async updateApplication(request) {
      const uuid = await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'application', uuid: request.body.uuid }, () =>
          saveApplication(tx, request.body, ctx.config.allowLinkLocalTargets),
        ),
      );
      return visibleApplication(callerOf(request), uuid);
    },

    async syncApplication(request) {
      await syncOneApplication(db, connectors, request.body.uuid, logFailure(request), auditActor(request));
      return visibleApplication(callerOf(request), request.body.uuid);
    },

    async syncAllApplications(request) {
      const synced = await syncEveryApplication(db, connectors, logFailure(request), auditActor(request));
      const caller = callerOf(request);
      const all = await listApplications(db, caller);
      return all.filter((application) => synced.includes(application.uuid));
    },

    async deleteApplication(request, reply) {
      await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'application', uuid: request.params.id }, () => deleteApplication(tx, request.params.id)),
      );
      return reply.code(204).send();
    },
  };
}
