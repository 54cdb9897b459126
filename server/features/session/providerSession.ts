import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { randomToken, sha256 } from '../../auth/passwords';
import { forbidden } from '../../http/problem';

// The provider's own session (single sign-on): an opaque id in an HttpOnly cookie, stored hashed.
export const SESSION_COOKIE = 'up_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export async function startProviderSession(db: Queryable, reply: FastifyReply, userUuid: string, ttlSeconds: number, secure: boolean) {
  const id = randomToken(32);
  await db.query('insert into provider_session (id_hash, user_uuid, expires_at) values ($1, $2, now() + make_interval(secs => $3))', [
    sha256(id),
    userUuid,
    ttlSeconds,
  ]);
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: ttlSeconds };
  reply.setCookie(SESSION_COOKIE, id, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, randomToken(16), { ...common, httpOnly: false });
}

/** The session's user, for a request whose XSRF header matches its XSRF cookie. */
export async function providerSessionUser(db: Queryable, request: FastifyRequest): Promise<string | null> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id) return null;
  assertXsrf(request);
  const rows = await db.query<{ user_uuid: string }>('select user_uuid from provider_session where id_hash = $1 and expires_at > now()', [sha256(id)]);
  return rows[0]?.user_uuid ?? null;
}

export async function endProviderSession(db: Queryable, request: FastifyRequest, reply: FastifyReply) {
  const id = request.cookies[SESSION_COOKIE];
  if (id) {
    assertXsrf(request);
    await db.query('delete from provider_session where id_hash = $1', [sha256(id)]);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}

function assertXsrf(request: FastifyRequest) {
  const cookie = request.cookies[XSRF_COOKIE];
  if (!cookie || request.headers[XSRF_HEADER] !== cookie) throw forbidden('The XSRF header does not match the XSRF cookie');
}
