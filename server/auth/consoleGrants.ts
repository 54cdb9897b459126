// The privilege invariant (DESIGN "Privilege invariant"), in one place: the console role a user's
// business profile grants never exceeds the user's own level nor the writing admin's, and an
// admin never manages a user whose console role is above its own. Every path that reads a user
// to manage it or writes one (update, clone, import, activate, password reset, get) asks here.
import { sql } from 'kysely';
import type { Queryable } from '../db/client';
import { isRoleName, type RoleName } from '../contract/roleNames';
import { badRequest, forbidden, type FieldError } from '../contract/problem';
import { callerLevel, ROLE_RANK, type Caller } from './visibility';
import { roleGrants } from './grants';

/**
 * The console roles each business profile grants: those of its app profiles for the built-in
 * application `User Profile` (DESIGN "Console roles"). Profiles that grant none are absent.
 */
export async function consoleRolesGrantedBy(db: Queryable, businessProfileUuids: readonly string[]): Promise<Map<string, RoleName[]>> {
  const granted = new Map<string, RoleName[]>();
  if (businessProfileUuids.length === 0) return granted;
  const rows = await roleGrants(db)
    .where('a.built_in', '=', true)
    .select(['bpap.business_profile_uuid as profile', 'r.name'])
    .distinct()
    .where('bpap.business_profile_uuid', '=', sql<string>`any(${[...new Set(businessProfileUuids)]}::uuid[])`)
    .execute();
  for (const { profile, name } of rows) {
    if (!isRoleName(name)) continue;
    granted.set(profile, [...(granted.get(profile) ?? []), name as RoleName]);
  }
  return granted;
}

/** The highest console role each business profile grants (absent: none). */
export async function consoleLevelsGrantedBy(db: Queryable, businessProfileUuids: readonly string[]): Promise<Map<string, RoleName>> {
  const levels = new Map<string, RoleName>();
  for (const [profile, roles] of await consoleRolesGrantedBy(db, businessProfileUuids)) {
    const level = callerLevel(roles);
    if (level) levels.set(profile, level);
  }
  return levels;
}

const above = (role: RoleName | null | undefined, level: RoleName | null): boolean =>
  !!role && (level === null || ROLE_RANK[role] > ROLE_RANK[level]);

/** Why the caller may not manage a user whose business profile grants `grant`, or null when it may. */
export function manageProblem(caller: Caller, grant: RoleName | null | undefined): string | null {
  return above(grant, callerLevel(caller.roles)) ? `You may not manage this user: its console role ${grant} is above your own` : null;
}

/**
 * Why a user at `userLevel` may not be given, by the caller, a business profile granting `grant`,
 * or null when it may.
 */
export function grantProblem(caller: Caller, grant: RoleName | null | undefined, userLevel: RoleName): string | null {
  if (above(grant, userLevel)) return `This business profile grants the console role ${grant}, above the user's level ${userLevel}`;
  if (above(grant, callerLevel(caller.roles))) return `This business profile grants the console role ${grant}, above your own`;
  return null;
}

/** 403 when the user's business profile grants a console role above the caller's. */
export async function assertMayManageUser(db: Queryable, caller: Caller, userUuid: string): Promise<void> {
  const user = await db.kysely.selectFrom('app_user').select('business_profile_uuid').where('uuid', '=', userUuid).executeTakeFirst();
  if (!user?.business_profile_uuid) return;
  const problem = manageProblem(caller, (await consoleLevelsGrantedBy(db, [user.business_profile_uuid])).get(user.business_profile_uuid));
  if (problem) throw forbidden(problem);
}

/** The field error for giving a user at `userLevel` this business profile, if the caller may not. */
export async function businessProfileGrantErrors(
  db: Queryable,
  caller: Caller,
  businessProfileUuid: string,
  userLevel: RoleName,
): Promise<FieldError[]> {
  const problem = grantProblem(caller, (await consoleLevelsGrantedBy(db, [businessProfileUuid])).get(businessProfileUuid), userLevel);
  return problem ? [{ field: 'businessProfile', message: problem }] : [];
}

/** 400 naming the business profile when a stored user breaks the invariant (activate). */
export async function assertGrantAllowed(db: Queryable, caller: Caller, businessProfileUuid: string, userLevel: RoleName): Promise<void> {
  const errors = await businessProfileGrantErrors(db, caller, businessProfileUuid, userLevel);
  if (errors.length > 0) throw badRequest(errors[0].message, errors);
}
