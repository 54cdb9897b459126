import { hashPassword } from '../auth/passwords';
import type { Db, Queryable } from './client';
import { BUILT_IN_PROFILES } from './builtins';

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
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
    if (await errigalAdminExists(tx)) return null;
    const taken = await tx.query('select 1 from app_user where lower(username) = lower($1)', [username]);
    if (taken.length > 0) {
      throw new Error(`BOOTSTRAP_ADMIN_USERNAME ${username} is taken by a user who is no ERRIGAL_ADMIN: choose another name`);
    }
    const profile = await tx.kysely
      .selectFrom('business_profile')
      .select('uuid')
      .where('name', '=', BUILT_IN_PROFILES.ERRIGAL_ADMIN.businessProfile)
      .executeTakeFirstOrThrow();
    await tx.kysely
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
      .execute();
    return `Created the first ERRIGAL_ADMIN, ${username}, from BOOTSTRAP_ADMIN_USERNAME; give it its own email and change its password after logging in.`;
  });
}

/** Whether any user's business profile grants the console role ERRIGAL_ADMIN (DESIGN "Console roles"). */
async function errigalAdminExists(db: Queryable): Promise<boolean> {
  const rows = await db.query(
    `select 1
       from app_user u
       join business_profile_app_profile bpap on bpap.business_profile_uuid = u.business_profile_uuid
       join app_profile ap on ap.uuid = bpap.app_profile_uuid
       join application a on a.uuid = ap.application_uuid and a.built_in
       join app_profile_role apr on apr.app_profile_uuid = ap.uuid
       join application_role r on r.uuid = apr.role_uuid and r.name = 'ERRIGAL_ADMIN'
      limit 1`,
  );
  return rows.length > 0;
}
