import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/client';
import { consoleRolesOf } from '../session/accounts';
import { hasFactor } from './factors';

/** What a login needs after its password: nothing more, a second factor, or an enrolment first. */
export type SecondStep = 'none' | 'verify' | 'enrol';

/** MFA_REQUIRED_ROLES: does one of the user's console roles require a second factor? */
export async function mfaRequiredFor(db: Queryable, config: ServerConfig, userUuid: string): Promise<boolean> {
  if (config.mfaRequiredRoles.length === 0) return false;
  const roles = await consoleRolesOf(db, userUuid);
  return roles.some((role) => config.mfaRequiredRoles.includes(role));
}

export async function secondStepOf(db: Queryable, config: ServerConfig, userUuid: string): Promise<SecondStep> {
  if (await hasFactor(db, userUuid)) return 'verify';
  return (await mfaRequiredFor(db, config, userUuid)) ? 'enrol' : 'none';
}

/**
 * RFC 8176 methods that are a second factor beside a password (possession or inherence), and the
 * acr values that name multi-factor authentication, for IDP_REQUIRE_MFA.
 */
const SECOND_FACTOR_METHODS = ['mfa', 'otp', 'hwk', 'swk', 'sc', 'sms', 'tel', 'fpt', 'face', 'iris', 'retina', 'vbm', 'pop'];
const MFA_ACR = /(^|[^a-z])(mfa|multi-factor|multifactor|phr|phrh)([^a-z]|$)/i;

/** Whether an external provider's ID token shows a multi-factor login (its amr or acr claim). */
export function idTokenShowsMfa(claims: Record<string, unknown>): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((value): value is string => typeof value === 'string') : [];
  if (amr.some((method) => SECOND_FACTOR_METHODS.includes(method.toLowerCase()))) return true;
  return typeof claims.acr === 'string' && MFA_ACR.test(claims.acr);
}
