// Writes resolved users set-based: a handful of statements with array parameters (unnest),
// whatever the number of rows. Runs inside the import's transaction.
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../../../db/client';
import { visibleTo, type Caller } from '../../../auth/visibility';
import type { ImportedUser } from './resolveImportRows';

/** The app_user columns an import sets, their SQL type and where the value comes from. */
const COLUMNS: [column: string, type: string, value: (user: ImportedUser) => unknown][] = [
  ['email', 'text', (u) => u.email],
  ['first_name', 'text', (u) => u.firstName],
  ['last_name', 'text', (u) => u.lastName],
  ['desk_phone', 'text', (u) => u.deskPhone],
  ['mobile_phone', 'text', (u) => u.mobilePhone],
  ['active', 'boolean', (u) => u.active],
  ['location_uuid', 'uuid', (u) => u.locationUuid],
  ['business_profile_uuid', 'uuid', (u) => u.businessProfileUuid],
  ['visibility_profile_uuid', 'uuid', (u) => u.visibilityProfileUuid],
  ['minimum_role', 'text', (u) => u.minimumRole],
  ['company_uuid', 'uuid', (u) => u.companyUuid],
];
const NAMES = COLUMNS.map(([column]) => column);
const names = (prefix = '') => sql.join(NAMES.map((name) => sql.ref(prefix + name)));

/** `unnest($1::t1[], $2::t2[], ...)`: one array parameter per column, typed. */
function unnestOf(columns: [values: unknown[], type: string][]): RawBuilder<unknown> {
  return sql`unnest(${sql.join(columns.map(([values, type]) => sql`${values}::${sql.raw(type)}[]`))})`;
}

const columnArrays = (users: readonly ImportedUser[]): [unknown[], string][] =>
  COLUMNS.map(([, type, value]) => [users.map(value), type]);

async function insertUsers(db: Queryable, users: readonly ImportedUser[]): Promise<Map<string, string>> {
  if (users.length === 0) return new Map();
  const { rows } = await sql<{ uuid: string; key: string }>`insert into app_user (username, ${names()})
     select * from ${unnestOf([[users.map((u) => u.username), 'text'], ...columnArrays(users)])}
     returning uuid, lower(username) as key`.execute(db.kysely);
  return new Map(rows.map((row) => [row.key, row.uuid]));
}

/** Updates the users whose columns differ and bumps their version; returns their uuids. */
async function updateUsers(db: Queryable, users: readonly ImportedUser[]): Promise<string[]> {
  if (users.length === 0) return [];
  const assignments = sql.join(NAMES.map((name) => sql`${sql.ref(name)} = ${sql.ref(`v.${name}`)}`));
  const { rows } = await sql<{ uuid: string }>`update app_user u set ${assignments}, version = u.version + 1
       from ${unnestOf([[users.map((u) => u.uuid), 'uuid'], ...columnArrays(users)])} as v(uuid, ${names()})
      where u.uuid = v.uuid and (${names('u.')}) is distinct from (${names('v.')})
      returning u.uuid`.execute(db.kysely);
  return rows.map((row) => row.uuid);
}

/**
 * Makes each user's elements (those the caller may see) what the file says; assignments the
 * caller may not see are left alone, and the actual value of a kept assignment is kept.
 * Returns the users whose assignments changed.
 */
async function replaceElements(db: Queryable, caller: Caller, existing: string[], pairs: [string[], string[]]): Promise<Set<string>> {
  const { rows: removed } = await sql<{ user_uuid: string }>`delete from user_element ue using application_element e
      where e.uuid = ue.element_uuid and ue.user_uuid = any(${existing}::uuid[]) and ${visibleTo(caller, 'e')}
        and (ue.user_uuid, ue.element_uuid) not in (select * from unnest(${pairs[0]}::uuid[], ${pairs[1]}::uuid[]))
      returning ue.user_uuid`.execute(db.kysely);
  const { rows: added } = await sql<{ user_uuid: string }>`insert into user_element (user_uuid, element_uuid)
     select * from ${unnestOf([[pairs[0], 'uuid'], [pairs[1], 'uuid']])}
     on conflict do nothing returning user_uuid`.execute(db.kysely);
  return new Set([...removed, ...added].map((row) => row.user_uuid));
}

/** Creates and updates the users; counts the ones created and the existing ones that changed. */
export async function writeImportedUsers(
  db: Queryable,
  caller: Caller,
  users: readonly ImportedUser[],
): Promise<{ created: number; updated: number }> {
  const toUpdate = users.filter((u) => u.uuid !== null);
  const created = await insertUsers(db, users.filter((u) => u.uuid === null));
  const changed = new Set(await updateUsers(db, toUpdate));
  const uuidOf = (user: ImportedUser): string => {
    const uuid = user.uuid ?? created.get(user.username.toLowerCase());
    if (!uuid) throw new Error(`import: no uuid for ${user.username}`);
    return uuid;
  };
  const pairs: [string[], string[]] = [[], []];
  for (const user of users) {
    for (const element of user.elementUuids) {
      pairs[0].push(uuidOf(user));
      pairs[1].push(element);
    }
  }
  const existing = toUpdate.map(uuidOf);
  const elementsChanged = await replaceElements(db, caller, existing, pairs);
  const onlyElementsChanged = existing.filter((uuid) => elementsChanged.has(uuid) && !changed.has(uuid));
  if (onlyElementsChanged.length > 0) {
    await db.kysely
      .updateTable('app_user')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('uuid', '=', sql<string>`any(${onlyElementsChanged}::uuid[])`)
      .execute();
  }
  return { created: created.size, updated: changed.size + onlyElementsChanged.length };
}
