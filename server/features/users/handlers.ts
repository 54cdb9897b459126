import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Handlers } from '../../context';
import { callerOf } from '../../context';
import { badRequest, notFound } from '../../http/problem';
import { findListedUser, listUsers, usersRevision } from './userQueries';
import { findUserDetails } from './userDetails';
import { UserListCache } from './userListCache';
import { httpConnectorFactory } from '../../connectors/connectorFactory';
import type { UserUpdateBody } from './userInput';
import { saveUser } from './userWrite';
import { pushUserToApplications } from './userPush';
import { pullUsersFromApplications } from './userPull';

export function usersHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  const cache = new UserListCache();
  const connectorFor = httpConnectorFactory({ timeoutMs: ctx.config.connectorTimeoutMs });

  /** Logs an application that failed a push or pull; the caller gets its name, not the error. */
  const logFailure = (request: FastifyRequest) => (application: string, error: unknown) =>
    request.log.warn({ application, err: error }, 'application connector call failed');

  /** After the user's transaction committed: send it to its applications; returns the failed ones. */
  const pushUser = (request: FastifyRequest, uuid: string) => pushUserToApplications(db, connectorFor, uuid, logFailure(request));

  async function sendList(request: FastifyRequest, reply: FastifyReply, active: boolean) {
    const caller = callerOf(request);
    const key = UserListCache.scopeOf(caller, active);
    const revision = await usersRevision(db);
    const etag = `"users-${revision}-${Buffer.from(key).toString('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let body = cache.get(key, revision);
    if (!body) {
      body = Buffer.from(JSON.stringify(await listUsers(db, caller, active)));
      cache.set(key, revision, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }

  async function setActive(request: FastifyRequest, active: boolean) {
    const caller = callerOf(request);
    const { uuid } = request.body as { uuid: string };
    const user = await findListedUser(db, caller, uuid);
    if (!user) throw notFound('No such user');
    if (!user.businessProfile) throw badRequest('This user has no profile assigned', [{ field: 'businessProfile', message: 'is required' }]);
    if (!active && user.uuid === caller.uuid) throw badRequest('You cannot deactivate your own account');
    await db.query('update app_user set active = $2, version = version + 1 where uuid = $1', [uuid, active]);
    await pushUser(request, uuid);
    const updated = await findListedUser(db, caller, uuid);
    return updated ? [updated] : [];
  }

  return {
    listActiveUsers: (request, reply) => sendList(request, reply, true),
    listInactiveUsers: (request, reply) => sendList(request, reply, false),
    activateUser: (request) => setActive(request, true),
    inactivateUser: (request) => setActive(request, false),

    async updateUser(request) {
      const caller = callerOf(request);
      const { user } = request.body as UserUpdateBody;
      const uuid = await db.transaction((tx) => saveUser(tx, caller, user));
      return { uuid, failedUpdateApps: await pushUser(request, uuid) };
    },

    async pullUsers(request) {
      return pullUsersFromApplications(db, callerOf(request), connectorFor, logFailure(request));
    },

    async getUser(request) {
      const user = await findUserDetails(db, callerOf(request), { uuid: (request.params as { id: string }).id });
      if (!user) throw notFound('No such user');
      return user;
    },

    async getUserByUsername(request) {
      const user = await findUserDetails(db, callerOf(request), { username: (request.params as { name: string }).name });
      if (!user) throw notFound('No such user');
      return user;
    },

    async getUserConfig() {
      return db.query('select category, label, type from user_element_config order by label');
    },
  };
}
