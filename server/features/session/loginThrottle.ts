import { sql } from 'kysely';
import type { LoginThrottlePolicy } from '../../config';
import type { Queryable } from '../../db/client';

/**
 * Failed logins, counted in the database so every server process shares them.
 *
 * Per account: an attempt is counted (and, at the threshold, the lock set) in one atomic update
 * BEFORE the password is checked, so a burst of parallel guesses gets at most `threshold` checks.
 * After `threshold` consecutive failures the account locks for `baseLockSeconds`, doubling with
 * each further failure up to `maxLockSeconds`; while locked every answer is that of a wrong
 * password. A success resets the count.
 *
 * Per address: failures beyond `addressFreeFailures` within 15 minutes slow every login from the
 * address down (`addressDelayMs` per failure, at most `addressMaxDelayMs`); they never refuse one.
 */

const ADDRESS_WINDOW = sql<Date>`now() - interval '15 minutes'`;

/** Counts an attempt on the account; false when it is locked (then nothing is counted or checked). */
export async function reserveAttempt(db: Queryable, key: string, policy: LoginThrottlePolicy): Promise<boolean> {
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
    .returning('failures')
    .executeTakeFirst();
  return counted !== undefined;
}

/** A right password: the account's count and lock start again. */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.kysely.deleteFrom('login_failure').where('key', '=', key).execute();
}

/** How long a login from this address waits before its password is checked. */
export async function addressDelayMs(db: Queryable, key: string, policy: LoginThrottlePolicy): Promise<number> {
  const row = await db.kysely
    .selectFrom('login_failure')
    .select('failures')
    .where('key', '=', key)
    .where('window_start', '>', ADDRESS_WINDOW)
    .executeTakeFirst();
  const over = (row?.failures ?? 0) - policy.addressFreeFailures;
  return over > 0 ? Math.min(policy.addressMaxDelayMs, over * policy.addressDelayMs) : 0;
}

/** A wrong password from the address: counted within a 15-minute window. */
export async function recordAddressFailure(db: Queryable, key: string): Promise<void> {
  await db.kysely
    .insertInto('login_failure')
    .values({ key, failures: 1, window_start: sql<Date>`now()`, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when login_failure.window_start < ${ADDRESS_WINDOW} then 1 else login_failure.failures + 1 end`,
        window_start: sql<Date>`case when login_failure.window_start < ${ADDRESS_WINDOW} then now() else login_failure.window_start end`,
      }),
    )
    .execute();
}
