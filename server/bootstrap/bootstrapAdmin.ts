import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Db, Queryable } from '../db/client';
import { BUILT_IN_PROFILES } from '../db/builtins';
import { recordAboutUser, SYSTEM_ACTOR } from '../audit/auditLog';

export const BOOTSTRAP_MIN_PASSWORD = 12;
const BOOTSTRAP_LOCK = 7_201_604;

export interface BootstrapSettings {
  username?: string;
  password?: string;
  publicUrl: string;
}

export const NO_ADMIN_NOTE =
  'No ERRIGAL_ADMIN exists, so nobody can log in: set BOOTSTRAP_ADMIN_USERNAME and BOOTSTRAP_ADMIN_PASSWORD ' +
  `(at least ${BOOTSTRAP_MIN_PASSWORD} characters) and restart to create the first one.`;

/**
 * Refuses settings that cannot make a safe first admin, before anything is opened: only one of
 * the two variables, or a short password (a weak first admin is worse than none).
 */
export function checkBootstrapSettings({ username, password }: Omit<BootstrapSettings, 'publicUrl'>): void {
  if (Boolean(username) !== Boolean(password)) {
    throw new Error('BOOTSTRAP_ADMIN_USERNAME and BOOTSTRAP_ADMIN_PASSWORD must be set together');
  }
  if (password !== undefined && password.length < BOOTSTRAP_MIN_PASSWORD) {
    throw new Error(`BOOTSTRAP_ADMIN_PASSWORD must be at least ${BOOTSTRAP_MIN_PASSWORD} characters`);
  }
}

/**
 * The first ERRIGAL_ADMIN of an install, from BOOTSTRAP_ADMIN_USERNAME and
 * BOOTSTRAP_ADMIN_PASSWORD, created only while no user's business profile grants ERRIGAL_ADMIN
 * (so never again once one exists). Processes starting at once against one PostgreSQL take turns
 * on an advisory lock, so only the first creates it. Returns what to tell the operator, or null.
 */
export async function bootstrapAdmin(db: Db, settings: BootstrapSettings): Promise<string | null> {
  checkBootstrapSettings(settings);
  const { username, password } = settings;
  if (!username || !password) return (await errigalAdminExists(db)) ? null : NO_ADMIN_NOTE;
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`.execute(tx.kysely);
    if (await errigalAdminExists(tx)) return null;
    const taken = await tx.kysely
      .selectFrom('app_user')
      .select('uuid')
      .where(sql<string>`lower(username)`, '=', sql<string>`lower(${username})`)
      .executeTakeFirst();
    if (taken) {
      throw new Error(`BOOTSTRAP_ADMIN_USERNAME ${username} is taken by a user who is no ERRIGAL_ADMIN: choose another name`);
    }
    const profile = await tx.kysely
      .selectFrom('business_profile')
      .select('uuid')
      .where('name', '=', BUILT_IN_PROFILES.ERRIGAL_ADMIN.businessProfile)
      .executeTakeFirstOrThrow();
    const created = await tx.kysely
      .insertInto('app_user')
      .values({
        username,
        email: `${username}@${new URL(settings.publicUrl).hostname}`,
        first_name: 'First',
        last_name: 'Administrator',
        active: true,
        business_profile_uuid: profile.uuid,
        minimum_role: 'ERRIGAL_ADMIN',
        password_hash: hash,
        location_uuid: null,
        visibility_profile_uuid: null,
        company_uuid: null,
        desk_phone: null,
        mobile_phone: null,
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await recordAboutUser(tx, SYSTEM_ACTOR, 'bootstrap', created.uuid);
    return `Created the first ERRIGAL_ADMIN, ${username}, from BOOTSTRAP_ADMIN_USERNAME; give it its own email and change its password after logging in.`;
  });
}

/** Whether any user's business profile grants the console role ERRIGAL_ADMIN (DESIGN "Console roles"). */
async function errigalAdminExists(db: Queryable): Promise<boolean> {
  const found = await db.kysely
    .selectFrom('app_user as u')
    .innerJoin('business_profile_app_profile as bpap', 'bpap.business_profile_uuid', 'u.business_profile_uuid')
    .innerJoin('app_profile as ap', 'ap.uuid', 'bpap.app_profile_uuid')
    .innerJoin('application as a', (join) => join.onRef('a.uuid', '=', 'ap.application_uuid').on('a.built_in', '=', true))
    .innerJoin('app_profile_role as apr', 'apr.app_profile_uuid', 'ap.uuid')
    .innerJoin('application_role as r', (join) => join.onRef('r.uuid', '=', 'apr.role_uuid').on('r.name', '=', 'ERRIGAL_ADMIN'))
    .select('u.uuid')
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
