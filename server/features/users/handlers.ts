import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { HandlersFor, RequestOf } from '../../http/handlerTypes';
import type { OperationsByTag } from '../../contract/openapi.gen';
import type { BulkUserOperation } from './bulk/handlers';
import type { BulkJobOperation } from './bulkJobs/handlers';
import { callerOf } from '../../context';
import type { Caller } from '../../auth/visibility';
import { notFound } from '../../contract/problem';
import { findListedUser, listUserPage, listUsers, usersRevision } from './userQueries';
import { findUserDetails } from './userDetails';
import { UserListCache } from './userListCache';
import { PrecompressedBody } from '../../http/compression';
import { httpConnectorFactory } from '../../connectors/connectorFactory';
import { saveUser } from './userWrite';
import { setUserActive } from './userStatus';
import { assertMayManageUser } from '../../auth/consoleGrants';
import { pushUserOutcome } from '../../push/userPush';
import { affectedUserPush } from '../../push/affectedUserPush';
import { pullUsersFromApplications } from './userPull';
import { auditActor, recordPushOutcome } from '../../audit/auditLog';

export function usersHandlers(ctx: AppContext): HandlersFor<Exclude<OperationsByTag['users'], BulkUserOperation | BulkJobOperation>> {
  const { db } = ctx;
  const cache = new UserListCache();
  const connectorFor = httpConnectorFactory({ timeoutMs: ctx.config.connectorTimeoutMs, allowLinkLocal: ctx.config.allowLinkLocalTargets });
  const pushJobs = affectedUserPush(db, connectorFor);

  /** Logs an application that failed a push or pull; the caller gets its name, not the error. */
  const logFailure = (request: FastifyRequest) => (application: string, error: unknown) =>
    request.log.warn({ application, err: error }, 'application connector call failed');

  /**
   * After the user's transaction committed: send it to its applications; returns the failed ones.
   * The outcome's audit entry is written after the answer (issue 20: an entry adds under 10% to a
   * save); closing the server waits for it.
   */
  const pushUser = async (request: FastifyRequest, uuid: string) => {
    const outcome = await pushUserOutcome(db, connectorFor, uuid, logFailure(request));
    const actor = auditActor(request);
    ctx.background.run(
      () => recordPushOutcome(db, actor, uuid, outcome),
      (error) => request.log.error({ err: error, user: uuid }, 'the push outcome was not recorded'),
    );
    return outcome.failed;
  };

  async function sendList(request: FastifyRequest, reply: FastifyReply, active: boolean) {
    const caller = callerOf(request);
    const key = UserListCache.scopeOf(caller, active);
    const revision = await usersRevision(db);
    const etag = `"users-${revision}-${Buffer.from(key).toString('base64url')}"`;
    // Personal data: never stored by the browser; a client may still revalidate with If-None-Match.
    reply.header('ETag', etag).header('Cache-Control', 'no-store');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let body = cache.get(key, revision);
    if (!body) {
      // Serialised by the route's response schema (the contract's UserListItem): no other field can leave.
      body = new PrecompressedBody(Buffer.from(String(reply.serialize(await listUsers(db, caller, active)))));
      cache.set(key, revision, body);
    }
    return body.send(request, reply.type('application/json; charset=utf-8'));
  }

  async function setActive(request: RequestOf<'activateUser'> | RequestOf<'inactivateUser'>, active: boolean) {
    const caller = callerOf(request);
    const { uuid } = request.body;
    await db.transaction((tx) => setUserActive(tx, caller, uuid, active, auditActor(request)));
    await pushUser(request, uuid);
    const updated = await findListedUser(db, caller, uuid);
    return updated ? [updated] : [];
  }

  /** A whole user for the edit screen: 404 when the caller may not see it, 403 when it may not manage it. */
  async function manageableUserDetails(caller: Caller, where: { uuid: string } | { username: string }) {
    const user = await findUserDetails(db, caller, where);
    if (!user) throw notFound('No such user');
    await assertMayManageUser(db, caller, user.uuid);
    return user;
  }

  return {
    listActiveUsers: (request, reply) => sendList(request, reply, true),
    listInactiveUsers: (request, reply) => sendList(request, reply, false),
    listUserPage: (request) => listUserPage(db, callerOf(request), request.query),
    activateUser: (request) => setActive(request, true),
    inactivateUser: (request) => setActive(request, false),

    async updateUser(request) {
      const caller = callerOf(request);
      const { user } = request.body;
      const action = (request.body.clonedId ?? user.clonedId) ? 'clone' : undefined;
      const uuid = await db.transaction((tx) => saveUser(tx, caller, user, { actor: auditActor(request), action }, request.body.clonedId));
      return { uuid, failedUpdateApps: await pushUser(request, uuid) };
    },

    async pullUsers(request) {
      return pullUsersFromApplications(db, callerOf(request), connectorFor, logFailure(request));
    },

    getUser: (request) => manageableUserDetails(callerOf(request), { uuid: request.params.id }),
    getUserByUsername: (request) => manageableUserDetails(callerOf(request), { username: request.params.name }),

    async getUserPushJob(request) {
      const job = await pushJobs.find(request.params.id);
      if (!job) throw notFound('No such push job');
      return job;
    },

    async getUserConfig() {
      return db.kysely.selectFrom('user_element_config').select(['category', 'label', 'type']).orderBy('label').execute();
    },
  };
}
