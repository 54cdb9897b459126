import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { randomToken, sha256 } from '../../auth/passwords';
import { forbidden } from '../../http/problem';

// The provider's own session (single sign-on): an opaque id in an HttpOnly cookie, stored hashed.
export const SESSION_COOKIE = 'up_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** A live provider session: its user and the id its access tokens carry (claim sid). */
export interface ProviderSession {
  userUuid: string;
  sid: string;
}

export async function startProviderSession(
  db: Queryable,
  reply: FastifyReply,
  userUuid: string,
  ttlSeconds: number,
  secure: boolean,
): Promise<ProviderSession> {
  const id = randomToken(32);
  const { sid } = await db.kysely
    .insertInto('provider_session')
    .values({ id_hash: sha256(id), user_uuid: userUuid, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .returning('sid')
    .executeTakeFirstOrThrow();
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: ttlSeconds };
  reply.setCookie(SESSION_COOKIE, id, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, randomToken(16), { ...common, httpOnly: false });
  return { userUuid, sid };
}

/** The browser's live session, for a request whose XSRF header matches its XSRF cookie. */
export async function providerSessionOf(db: Queryable, request: FastifyRequest): Promise<ProviderSession | null> {
  if (!request.cookies[SESSION_COOKIE]) return null;
  assertXsrf(request);
  return cookieSession(db, request);
}

/**
 * The browser's live session by its cookie alone: for the authorization page, a top-level GET
 * navigation (no header can be sent) that only ever sends a code to the client's registered URI.
 */
export async function cookieSession(db: Queryable, request: FastifyRequest): Promise<ProviderSession | null> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id) return null;
  const row = await db.kysely
    .selectFrom('provider_session')
    .select(['user_uuid', 'sid'])
    .where('id_hash', '=', sha256(id))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { userUuid: row.user_uuid, sid: row.sid } : null;
}


export async function endProviderSession(db: Queryable, request: FastifyRequest, reply: FastifyReply) {
  const id = request.cookies[SESSION_COOKIE];
  if (id) {
    assertXsrf(request);
    await db.kysely.deleteFrom('provider_session').where('id_hash', '=', sha256(id)).execute();
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}

function assertXsrf(request: FastifyRequest) {
  const cookie = request.cookies[XSRF_COOKIE];
  if (!cookie || request.headers[XSRF_HEADER] !== cookie) throw forbidden('The XSRF header does not match the XSRF cookie');
}
