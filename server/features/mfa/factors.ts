import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { sha256 } from '../../auth/passwords';
import { newTotpSecret, otpauthUri, totpStep } from './totp';

export const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export interface FactorRow {
  id: string;
  kind: 'totp' | 'passkey';
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The user's confirmed factors, oldest first. */
export async function confirmedFactors(db: Queryable, userUuid: string): Promise<FactorRow[]> {
  return db.kysely
    .selectFrom('mfa_factor')
    .select(['id', 'kind', 'name', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
    .where('user_uuid', '=', userUuid)
    .where('confirmed_at', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The kinds of factor the user has, for the login's second step to offer. */
export async function factorKindsOf(db: Queryable, userUuid: string): Promise<FactorRow['kind'][]> {
  return [...new Set((await confirmedFactors(db, userUuid)).map((factor) => factor.kind))];
}

export async function hasFactor(db: Queryable, userUuid: string): Promise<boolean> {
  return (await confirmedFactors(db, userUuid)).length > 0;
}

/**
 * Begins a TOTP enrolment: a new key that counts only once a code from it is confirmed. An
 * earlier enrolment of the user left unconfirmed is dropped.
 */
export async function startTotpEnrolment(db: Queryable, userUuid: string, username: string, name: string) {
  await db.kysely.deleteFrom('mfa_factor').where('user_uuid', '=', userUuid).where('confirmed_at', 'is', null).execute();
  const secret = newTotpSecret();
  const { id } = await db.kysely
    .insertInto('mfa_factor')
    .values({ user_uuid: userUuid, kind: 'totp', name, secret })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { factorId: id, secret, otpauthUri: otpauthUri(secret, username) };
}

/**
 * Takes a TOTP code for a factor once: the step is recorded in the same atomic update that checks
 * it is later than the last accepted one, so a code (or an older one) is never accepted twice.
 */
async function useTotpCode(db: Queryable, factor: { id: string; secret: string }, code: string, confirm: boolean): Promise<boolean> {
  const step = totpStep(factor.secret, code);
  if (step === null) return false;
  const used = await db.kysely
    .updateTable('mfa_factor')
    .set({ last_used_step: step, last_used_at: sql<Date>`now()`, ...(confirm ? { confirmed_at: sql<Date>`now()` } : {}) })
    .where('id', '=', factor.id)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Confirms the user's unconfirmed TOTP factor (the given one, or the latest) with a valid code. */
export async function confirmTotpEnrolment(db: Queryable, userUuid: string, code: string, factorId?: string): Promise<boolean> {
  let query = db.kysely
    .selectFrom('mfa_factor')
    .select(['id', 'secret'])
    .where('user_uuid', '=', userUuid)
    .where('confirmed_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`);
  if (factorId) query = query.where('id', '=', factorId);
  const factor = await query.where('kind', '=', 'totp').$narrowType<{ secret: string }>().orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return factor ? useTotpCode(db, factor, code, true) : false;
}

/** A sign-in's second factor: a code of one of the user's TOTP factors, or an unused recovery code. */
export async function useSecondFactor(db: Queryable, userUuid: string, code: string): Promise<boolean> {
  const trimmed = code.trim();
  const factors = await db.kysely
    .selectFrom('mfa_factor')
    .select(['id', 'secret'])
    .where('user_uuid', '=', userUuid)
    .where('kind', '=', 'totp')
    .where('confirmed_at', 'is not', null)
    .$narrowType<{ secret: string }>()
    .execute();
  for (const factor of factors) {
    if (await useTotpCode(db, factor, trimmed, false)) return true;
  }
  return useRecoveryCode(db, userUuid, trimmed);
}

/** Recovery codes are read without case, spaces or dashes. */
const normalised = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

async function useRecoveryCode(db: Queryable, userUuid: string, code: string): Promise<boolean> {
  const plain = normalised(code);
  if (!/^[A-Z2-7]{16}$/.test(plain)) return false;
  const used = await db.kysely
    .updateTable('mfa_recovery_code')
    .set({ used_at: sql<Date>`now()` })
    .where('user_uuid', '=', userUuid)
    .where('code_hash', '=', sha256(plain))
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return used !== undefined;
}

function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(16);
  const chars = [...bytes].map((byte) => BASE32[byte % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A new set of recovery codes (shown once; only their hashes are kept); the old set dies. */
export async function newRecoveryCodes(db: Queryable, userUuid: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.kysely.deleteFrom('mfa_recovery_code').where('user_uuid', '=', userUuid).execute();
  await db.kysely
    .insertInto('mfa_recovery_code')
    .values(codes.map((code) => ({ user_uuid: userUuid, code_hash: sha256(normalised(code)) })))
    .execute();
  return codes;
}

/** The first factor brings a set of recovery codes (shown once); a later one keeps the set the user has. */
export async function recoveryCodesForNewFactor(db: Queryable, userUuid: string): Promise<string[]> {
  return (await recoveryCodesLeft(db, userUuid)) > 0 ? [] : newRecoveryCodes(db, userUuid);
}

export async function recoveryCodesLeft(db: Queryable, userUuid: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('mfa_recovery_code')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_uuid', '=', userUuid)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every factor and recovery code of the user goes (an admin's reset, or the last factor removed). */
export async function removeAllFactors(db: Queryable, userUuid: string): Promise<void> {
  await db.kysely.deleteFrom('mfa_factor').where('user_uuid', '=', userUuid).execute();
  await db.kysely.deleteFrom('mfa_recovery_code').where('user_uuid', '=', userUuid).execute();
}
