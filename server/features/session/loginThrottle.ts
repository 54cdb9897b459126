import { sql } from 'kysely';
import type { LoginThrottlePolicy } from '../../config';
import type { Queryable } from '../../db/client';
import { HttpProblem } from '../../contract/problem';
import { countLogin, lockoutsTotal } from '../../ops/metrics';

/**
 * Failed logins, counted in the database so every server process shares them.
 *
 * Per account: an attempt is counted (and, at the threshold, the lock set) in one atomic update
 * BEFORE the password is checked, so a burst of parallel guesses gets at most `threshold` checks.
 * After `threshold` consecutive failures the account locks for `baseLockSeconds`, doubling with
 * each further failure up to `maxLockSeconds`; while locked every answer is that of a wrong
 * password. A success resets the count.
 *
 * Per address: see reserveAddressAttempt.
 */

const ADDRESS_WINDOW = sql<Date>`now() - interval '15 minutes'`;

export const TOO_MANY_LOGINS = 'Too many login attempts from this address; try again in a few seconds';
const tooManyLogins = (retryAfterSeconds: number) =>
  new HttpProblem(429, 'Too Many Requests', TOO_MANY_LOGINS, {}, { 'Retry-After': String(retryAfterSeconds) });

/**
 * An attempt on the account: `locked` when the account is locked (nothing counted, nothing to check),
 * `locking` when counting it locked the account (a right password or code clears the lock again),
 * else `counted`.
 */
export type AttemptReservation = 'locked' | 'locking' | 'counted';

/** Counts an attempt on the account before its password or code is checked. */
export async function reserveAttempt(db: Queryable, key: string, policy: LoginThrottlePolicy): Promise<AttemptReservation> {
  await db.kysely
    .insertInto('login_failure')
    .values({ key, failures: 0, window_start: sql<Date>`now()`, locked_until: null })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // The lock for the n-th failure at or past the threshold: base * 2^(n - threshold), capped.
  const lockSeconds = sql<number>`least(${policy.maxLockSeconds}, ${policy.baseLockSeconds} * power(2, least(30, failures + 1 - ${policy.threshold})))`;
  const counted = await db.kysely
    .updateTable('login_failure')
    .set({
      failures: sql<number>`failures + 1`,
      window_start: sql<Date>`now()`,
      locked_until: sql<Date | null>`case when failures + 1 >= ${policy.threshold} then now() + make_interval(secs => ${lockSeconds}) else null end`,
    })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .returning('locked_until')
    .executeTakeFirst();
  if (!counted) return 'locked';
  return counted.locked_until === null ? 'counted' : 'locking';
}

/** A wrong password or code was counted: a lockout when its attempt locked the account. */
export function countFailedAttempt(attempt: AttemptReservation): void {
  if (attempt === 'locking') lockoutsTotal.inc();
}

/** A right password: the account's count and lock start again. */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.kysely.deleteFrom('login_failure').where('key', '=', key).execute();
}

/**
 * Counts a login attempt from the address before its password is checked, and says how long it
 * must wait for its slot (ms), or throws 429 with Retry-After when the address's queue is full.
 * Up to `addressFreeFailures` attempts in 15 minutes run at once. Past them, each attempt claims the
 * next slot, `addressDelayMs` per attempt beyond the free ones apart (at most `addressMaxDelayMs`),
 * in one atomic update of a shared row: parallel requests and other processes queue behind one
 * another instead of all waiting the same delay and then running together. An attempt whose slot
 * would be more than `addressMaxDelayMs` away is refused (429) without being checked, so the queue
 * stays short; the address is never refused for longer than that, and a right password takes its
 * attempt back (forgiveAddressAttempt).
 */
export async function reserveAddressAttempt(db: Queryable, key: string, policy: LoginThrottlePolicy): Promise<number> {
  const expired = sql<boolean>`login_failure.window_start < ${ADDRESS_WINDOW}`;
  const { failures } = await db.kysely
    .insertInto('login_failure')
    .values({ key, failures: 1, window_start: sql<Date>`now()`, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else login_failure.failures + 1 end`,
        window_start: sql<Date>`case when ${expired} then now() else login_failure.window_start end`,
        next_attempt_at: sql<Date | null>`case when ${expired} then null else login_failure.next_attempt_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (failures <= policy.addressFreeFailures) return 0;
  const spacingMs = sql<number>`least(${policy.addressMaxDelayMs}, (failures - ${policy.addressFreeFailures}) * ${policy.addressDelayMs})`;
  const slotStart = sql<Date>`greatest(coalesce(next_attempt_at, now()), now())`;
  const slot = await db.kysely
    .updateTable('login_failure')
    .set({ next_attempt_at: sql<Date>`${slotStart} + make_interval(secs => ${spacingMs} / 1000.0)` })
    .where('key', '=', key)
    .where(sql<boolean>`${slotStart} <= now() + make_interval(secs => ${policy.addressMaxDelayMs} / 1000.0)`)
    .returning(sql<number>`greatest(0, extract(epoch from next_attempt_at - now()) * 1000 - ${spacingMs})`.as('wait_ms'))
    .executeTakeFirst();
  if (slot) return Math.ceil(Number(slot.wait_ms));
  const queue = await db.kysely
    .selectFrom('login_failure')
    .select(sql<number>`extract(epoch from next_attempt_at - now()) * 1000 - ${policy.addressMaxDelayMs}`.as('beyond_ms'))
    .where('key', '=', key)
    .executeTakeFirst();
  countLogin('throttled');
  throw tooManyLogins(Math.max(1, Math.ceil(Number(queue?.beyond_ms ?? 0) / 1000)));
}

/** A right password from the address: its attempt was not a failure. */
export async function forgiveAddressAttempt(db: Queryable, key: string): Promise<void> {
  await db.kysely
    .updateTable('login_failure')
    .set({ failures: sql<number>`greatest(0, failures - 1)` })
    .where('key', '=', key)
    .execute();
}
