import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { randomToken, sha256 } from '../../auth/passwords';
import { forbidden } from '../../contract/problem';

// The provider's own session (single sign-on): an opaque id in an HttpOnly cookie, stored hashed.
export const SESSION_COOKIE = 'up_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The cookies' names: with an https PUBLIC_URL they carry the `__Host-` prefix, so the browser
 * takes them only from this origin (Secure, Path=/, no Domain), never from a sibling subdomain.
 */
export const cookieNames = (secure: boolean) =>
  secure ? { session: `__Host-${SESSION_COOKIE}`, xsrf: `__Host-${XSRF_COOKIE}` } : { session: SESSION_COOKIE, xsrf: XSRF_COOKIE };

/** A live provider session: its user and the id its access tokens carry (claim sid). */
export interface ProviderSession {
  userUuid: string;
  sid: string;
}

/**
 * A new session for a login. It replaces the browser's earlier one (the session cookie the login
 * request carried), which ends with its tokens: one browser, one session.
 */
export async function startProviderSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  userUuid: string,
  ttlSeconds: number,
  secure: boolean,
  clientId: string | null = null,
): Promise<ProviderSession> {
  const earlier = request.cookies[cookieNames(secure).session];
  if (earlier) await db.kysely.deleteFrom('provider_session').where('id_hash', '=', sha256(earlier)).execute();
  const id = randomToken(32);
  const { sid } = await db.kysely
    .insertInto('provider_session')
    .values({
      id_hash: sha256(id),
      user_uuid: userUuid,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      // What the sessions screens show (features/mfa/sessions.ts).
      address: request.ip,
      user_agent: (request.headers['user-agent'] ?? '').slice(0, 512) || null,
      client_id: clientId,
    })
    .returning('sid')
    .executeTakeFirstOrThrow();
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: ttlSeconds };
  const names = cookieNames(secure);
  reply.setCookie(names.session, id, { ...common, httpOnly: true });
  reply.setCookie(names.xsrf, randomToken(16), { ...common, httpOnly: false });
  return { userUuid, sid };
}

/** The browser's live session, for a request whose XSRF header matches its XSRF cookie. */
export async function providerSessionOf(db: Queryable, request: FastifyRequest, secure: boolean): Promise<ProviderSession | null> {
  const names = cookieNames(secure);
  if (!request.cookies[names.session]) return null;
  assertXsrf(request, names.xsrf);
  return cookieSession(db, request, secure);
}

/**
 * The browser's live session by its cookie alone: for the authorization page, a top-level GET
 * navigation (no header can be sent) that only ever sends a code to the client's registered URI.
 */
export async function cookieSession(db: Queryable, request: FastifyRequest, secure: boolean): Promise<ProviderSession | null> {
  const id = request.cookies[cookieNames(secure).session];
  if (!id) return null;
  const row = await db.kysely
    .selectFrom('provider_session')
    .select(['user_uuid', 'sid'])
    .where('id_hash', '=', sha256(id))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { userUuid: row.user_uuid, sid: row.sid } : null;
}


/**
 * Logout: ends the session of the cookie presented, and the one a bearer token presented was issued
 * under (`tokenSession`, from a verified token), so a client holding only a token can revoke it.
 */
export async function endProviderSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  tokenSession: { userUuid: string; sid: string } | null,
) {
  const names = cookieNames(secure);
  const id = request.cookies[names.session];
  const ended: { user_uuid: string }[] = [];
  if (id) {
    assertXsrf(request, names.xsrf);
    ended.push(...(await db.kysely.deleteFrom('provider_session').where('id_hash', '=', sha256(id)).returning('user_uuid').execute()));
  }
  if (tokenSession) {
    ended.push(
      ...(await db.kysely
        .deleteFrom('provider_session')
        .where('sid', '=', tokenSession.sid)
        .where('user_uuid', '=', tokenSession.userUuid)
        .returning('user_uuid')
        .execute()),
    );
  }
  reply.clearCookie(names.session, { path: '/', secure });
  reply.clearCookie(names.xsrf, { path: '/', secure });
  // The account whose session ended, for the audit trail.
  return ended[0]?.user_uuid ?? null;
}

function assertXsrf(request: FastifyRequest, xsrfCookie: string) {
  const cookie = request.cookies[xsrfCookie];
  if (!cookie || request.headers[XSRF_HEADER] !== cookie) throw forbidden('The XSRF header does not match the XSRF cookie');
}
