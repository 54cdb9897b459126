// What an import resolves names against, read in a few queries inside the import's transaction.
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import type { RoleName } from '../../../contract/roleNames';
import { consoleLevelsGrantedBy } from '../../../auth/consoleGrants';
import { offeredElements, type OfferedElements } from '../userChecks';

/** A record with a visibility level (DESIGN "Visibility levels"). */
export interface LeveledRecord {
  uuid: string;
  minimumRole: string;
  companyUuid: string | null;
}

export interface ExistingUser extends LeveledRecord {
  businessProfileUuid: string | null;
  visibilityProfileUuid: string | null;
  version: number;
}

/** Names are matched exactly as the export writes them; usernames case-insensitively. */
export interface ImportLookups {
  locations: Map<string, string>;
  companies: Map<string, string>;
  businessProfiles: Map<string, LeveledRecord>;
  visibilityProfiles: Map<string, LeveledRecord>;
  /** By `category:name`; the same pair may exist in several applications. */
  elements: Map<string, LeveledRecord[]>;
  /** Every element by its uuid. */
  elementsByUuid: Map<string, LeveledRecord>;
  /** What each business profile offers, by its uuid. */
  offered: Map<string, OfferedElements>;
  /** The elements each existing user named in the file has now, by the user's uuid. */
  assigned: Map<string, string[]>;
  /** By lower-case username, only the users named in the file. */
  existingUsers: Map<string, ExistingUser>;
  /** The highest console role each business profile grants (auth/consoleGrants), by its uuid. */
  consoleGrants: Map<string, RoleName>;
}

export const elementKey = (category: string, name: string) => `${category}:${name}`;

const LEVEL_COLUMNS = ['uuid', 'minimum_role as minimumRole', 'company_uuid as companyUuid'] as const;


export async function loadImportLookups(db: Queryable, usernames: readonly string[]): Promise<ImportLookups> {
  const [locations, companies, businessProfiles, visibilityProfiles, elements, users] = await Promise.all([
    db.kysely.selectFrom('location').select(['uuid', 'name']).execute(),
    db.kysely.selectFrom('customer_company').select(['uuid', 'name']).execute(),
    db.kysely.selectFrom('business_profile').select(['name', ...LEVEL_COLUMNS]).execute(),
    db.kysely.selectFrom('visibility_profile').select(['name', ...LEVEL_COLUMNS]).execute(),
    db.kysely.selectFrom('application_element').select(['category', 'name', ...LEVEL_COLUMNS]).execute(),
    // Locked until the import commits, so the versions checked are the ones overwritten.
    db.kysely
      .selectFrom('app_user')
      .select([
        sql<string>`lower(username)`.as('key'),
        ...LEVEL_COLUMNS,
        'business_profile_uuid as businessProfileUuid',
        'visibility_profile_uuid as visibilityProfileUuid',
        'version',
      ])
      .where(sql<string>`lower(username)`, '=', sql<string>`any(${usernames.map((name) => name.toLowerCase())}::text[])`)
      .forUpdate()
      .execute(),
  ]);
  const profileUuids = businessProfiles.map((profile) => profile.uuid);
  const [consoleGrants, offered, assignments] = await Promise.all([
    consoleLevelsGrantedBy(db, profileUuids),
    offeredElements(db, profileUuids),
    users.length === 0
      ? []
      : db.kysely
          .selectFrom('user_element')
          .select(['user_uuid', 'element_uuid'])
          .where('user_uuid', '=', sql<string>`any(${users.map((user) => user.uuid)}::uuid[])`)
          .execute(),
  ]);
  const elementsByKey = new Map<string, LeveledRecord[]>();
  const elementsByUuid = new Map<string, LeveledRecord>();
  for (const { category, name, ...element } of elements) {
    const key = elementKey(category, name);
    elementsByKey.set(key, [...(elementsByKey.get(key) ?? []), element]);
    elementsByUuid.set(element.uuid, element);
  }
  const assigned = new Map<string, string[]>();
  for (const { user_uuid, element_uuid } of assignments) assigned.set(user_uuid, [...(assigned.get(user_uuid) ?? []), element_uuid]);
  return {
    locations: new Map(locations.map((row) => [row.name, row.uuid])),
    companies: new Map(companies.map((row) => [row.name, row.uuid])),
    businessProfiles: new Map(businessProfiles.map(({ name, ...record }) => [name, record])),
    visibilityProfiles: new Map(visibilityProfiles.map(({ name, ...record }) => [name, record])),
    elements: elementsByKey,
    elementsByUuid,
    offered,
    assigned,
    existingUsers: new Map(users.map(({ key, ...user }) => [key, user])),
    consoleGrants,
  };
}
