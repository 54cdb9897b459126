import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { randomToken, sha256 } from '../../auth/passwords';
import type { AuthorizeRequest } from '../session/authorizationCodes';

/** How long a login may wait between its password and its second factor, and how many codes it may try. */
const PENDING_TTL_SECONDS = 300;
export const PENDING_MAX_ATTEMPTS = 5;

export interface PendingLogin {
  userUuid: string;
  authorizeRequest: AuthorizeRequest;
  enrol: boolean;
  /** What the login's rows are keyed by (its passkey challenges, features/mfa/passkeys.ts): the ticket's hash, never the ticket. */
  ticketHash: string;
}

/** A login past its password: the ticket the second step presents (stored hashed). */
export async function beginPendingLogin(db: Queryable, login: Omit<PendingLogin, 'ticketHash'>): Promise<string> {
  const ticket = randomToken(32);
  await db.kysely
    .insertInto('mfa_pending_login')
    .values({
      ticket_hash: sha256(ticket),
      user_uuid: login.userUuid,
      authorize_request: JSON.stringify(login.authorizeRequest),
      enrol: login.enrol,
      expires_at: sql<Date>`now() + make_interval(secs => ${PENDING_TTL_SECONDS})`,
    })
    .execute();
  return ticket;
}

/**
 * The live pending login of a ticket, counting one attempt on it: a ticket past its attempts or
 * its time is gone (null).
 */
export async function attemptPendingLogin(db: Queryable, ticket: string): Promise<PendingLogin | null> {
  const row = await db.kysely
    .updateTable('mfa_pending_login')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('ticket_hash', '=', sha256(ticket))
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', PENDING_MAX_ATTEMPTS)
    .returning(['ticket_hash', 'user_uuid', 'authorize_request', 'enrol'])
    .executeTakeFirst();
  return row ? pendingLoginOf(row) : null;
}

/** Looks at a pending login without counting an attempt (the enrolment's QR step). */
export async function peekPendingLogin(db: Queryable, ticket: string): Promise<PendingLogin | null> {
  const row = await db.kysely
    .selectFrom('mfa_pending_login')
    .select(['ticket_hash', 'user_uuid', 'authorize_request', 'enrol'])
    .where('ticket_hash', '=', sha256(ticket))
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', PENDING_MAX_ATTEMPTS)
    .executeTakeFirst();
  return row ? pendingLoginOf(row) : null;
}

function pendingLoginOf(row: { ticket_hash: string; user_uuid: string; authorize_request: unknown; enrol: boolean }): PendingLogin {
  const request = typeof row.authorize_request === 'string' ? JSON.parse(row.authorize_request) : row.authorize_request;
  return { userUuid: row.user_uuid, authorizeRequest: request as AuthorizeRequest, enrol: row.enrol, ticketHash: row.ticket_hash };
}

/** Ends a pending login (its passkey challenges go with it); false when it was gone already. */
export async function endPendingLogin(db: Queryable, ticket: string): Promise<boolean> {
  const [result] = await db.kysely.deleteFrom('mfa_pending_login').where('ticket_hash', '=', sha256(ticket)).execute();
  return Number(result?.numDeletedRows ?? 0) > 0;
}
