// Turns checked rows into users to write, applying the visibility rules, or says what is wrong
// with each row. No database access: the lookups are read beforehand.
import { callerLevel, canSee, ROLE_RANK, type Caller } from '../../../auth/visibility';
import { grantProblem, manageProblem } from '../../../auth/consoleGrants';
import type { RoleName } from '../../../contract/roleNames';
import type { FieldError } from '../../../contract/problem';
import { elementKey, type ExistingUser, type ImportLookups, type LeveledRecord } from './importLookups';
import type { UserCsvRow } from './userCsvFormat';
import type { UserContact } from '../../../connectors/userContact';
import { DEFAULT_TREE_SENTENCE, defaultTreeMissing } from '../userChecks';
import { REQUIRED } from '../userInput';

/** A user as it will be written; `uuid` is set when the row updates an existing user. */
export interface ImportedUser extends UserContact {
  line: number;
  uuid: string | null;
  locationUuid: string | null;
  businessProfileUuid: string | null;
  visibilityProfileUuid: string | null;
  minimumRole: RoleName;
  companyUuid: string | null;
  elementUuids: string[];
}

/**
 * What a row's version was read against: the export the file was made from (POST /user/import,
 * a preview), or the preview an apply writes (the users were checked then; any change since is
 * someone else's).
 */
export type VersionFrom = 'export' | 'preview';

interface RowContext {
  caller: Caller;
  versionFrom: VersionFrom;
  lookups: ImportLookups;
  row: UserCsvRow;
  existing: ExistingUser | undefined;
  errors: FieldError[];
}

function fail(context: RowContext, field: string, message: string): null {
  context.errors.push({ line: context.row.line, field, message });
  return null;
}

/** A plain name (location, company): its uuid, null for none, or an error. */
function resolveName(context: RowContext, field: 'location' | 'company', names: Map<string, string>): string | null {
  const name = context.row[field];
  if (name === null) return null;
  return names.get(name) ?? fail(context, field, `there is no ${field} named "${name}"`);
}

/** A profile the caller may see, or the one the user already has. */
function resolveProfile(
  context: RowContext,
  field: 'businessProfile' | 'visibilityProfile',
  profiles: Map<string, LeveledRecord>,
  current: string | null | undefined,
): string | null {
  const name = context.row[field];
  if (name === null) return fail(context, field, REQUIRED);
  const profile = profiles.get(name);
  if (profile && (canSee(context.caller, profile) || profile.uuid === current)) return profile.uuid;
  const kind = field === 'businessProfile' ? 'business profile' : 'visibility profile';
  return fail(context, field, `there is no ${kind} named "${name}" that you may use`);
}

/**
 * The file's elements: those the caller may see, each one the business profile offers (SPEC
 * section 5, as a single save checks it), and a default tree among them, or among the user's
 * assignments the caller may not see (which the import keeps), when the profile offers one.
 */
function resolveElements(context: RowContext, businessProfileUuid: string | null): string[] {
  const { caller, lookups, row, existing } = context;
  const offered = businessProfileUuid === null ? null : lookups.offered.get(businessProfileUuid);
  const uuids = new Set<string>();
  for (const { category, name } of row.elements) {
    const visible = (lookups.elements.get(elementKey(category, name)) ?? []).filter((e) => canSee(caller, e));
    if (visible.length === 0) {
      fail(context, 'elements', `there is no element "${category}:${name}" that you may use`);
      continue;
    }
    if (!offered) continue; // no business profile: the row is refused for that already
    const offeredOnes = visible.filter((e) => offered.has(e.uuid));
    if (offeredOnes.length === 0) fail(context, 'elements', `the business profile "${row.businessProfile}" does not offer the element "${category}:${name}"`);
    for (const element of offeredOnes) uuids.add(element.uuid);
  }
  if (offered) {
    const kept = (existing ? (lookups.assigned.get(existing.uuid) ?? []) : []).filter((uuid) => {
      const element = lookups.elementsByUuid.get(uuid);
      return element && !canSee(caller, element);
    });
    if (defaultTreeMissing(offered, [...uuids, ...kept])) fail(context, 'elements', DEFAULT_TREE_SENTENCE);
  }
  return [...uuids];
}

/** The user's own level must be one the caller may give: not above its own, in its company. */
function checkLevel(context: RowContext, companyUuid: string | null): void {
  const { caller, row } = context;
  if (canSee(caller, { minimumRole: row.minimumRole, companyUuid })) return;
  const level = callerLevel(caller.roles);
  if (!level || ROLE_RANK[row.minimumRole] > ROLE_RANK[level]) {
    fail(context, 'minimumRole', 'is above your own level');
  } else if (companyUuid !== null) {
    fail(context, 'company', 'you may not give users this company');
  } else {
    fail(context, 'minimumRole', 'you may not give users this level');
  }
}

/**
 * Import version rule: a row for an existing user carries the version the export wrote, and it
 * must still be the user's version, so an older file cannot undo later edits. A new username
 * needs none (a hand-written file of new users leaves the cell empty).
 */
function checkVersion(context: RowContext, existing: ExistingUser): void {
  const { version } = context.row;
  const afterPreview = context.versionFrom === 'preview';
  if (version === null) {
    fail(context, 'version', afterPreview ? 'this user was created after the preview' : 'is required to update an existing user; export the users and edit that file');
  } else if (version !== existing.version) {
    const versions = `(version ${version}, now ${existing.version})`;
    fail(context, 'version', afterPreview ? `this user was changed after the preview ${versions}` : `this user was changed after the file was exported ${versions}; export again`);
  }
}

/** The console role the chosen business profile grants may exceed neither the user's level nor the caller's. */
function checkGrant(context: RowContext, businessProfileUuid: string | null): void {
  if (businessProfileUuid === null) return;
  const problem = grantProblem(context.caller, context.lookups.consoleGrants.get(businessProfileUuid), context.row.minimumRole);
  if (problem) fail(context, 'businessProfile', problem);
}

function resolveRow(context: RowContext): ImportedUser | null {
  const { row, existing, caller, lookups } = context;
  if (existing && !canSee(caller, existing)) return fail(context, 'username', 'username is taken');
  const unmanageable = existing?.businessProfileUuid && manageProblem(caller, lookups.consoleGrants.get(existing.businessProfileUuid));
  if (unmanageable) return fail(context, 'username', unmanageable);
  if (existing) checkVersion(context, existing);
  if (existing?.uuid === caller.uuid && !row.active) fail(context, 'active', 'you cannot deactivate your own account');
  const locationUuid = resolveName(context, 'location', context.lookups.locations);
  const companyUuid = resolveName(context, 'company', context.lookups.companies);
  const businessProfileUuid = resolveProfile(context, 'businessProfile', context.lookups.businessProfiles, existing?.businessProfileUuid);
  const visibilityProfileUuid = resolveProfile(context, 'visibilityProfile', context.lookups.visibilityProfiles, existing?.visibilityProfileUuid);
  checkGrant(context, businessProfileUuid);
  const elementUuids = resolveElements(context, businessProfileUuid);
  if (row.company === null || companyUuid !== null) checkLevel(context, companyUuid);
  return {
    line: row.line,
    uuid: existing?.uuid ?? null,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    deskPhone: row.deskPhone,
    mobilePhone: row.mobilePhone,
    active: row.active,
    locationUuid,
    businessProfileUuid,
    visibilityProfileUuid,
    minimumRole: row.minimumRole,
    companyUuid,
    elementUuids,
  };
}

/**
 * A username cut from the file's text shares that chunk's memory, so keeping it for the rest of
 * the file would keep every chunk (a million users: 200 MB, not 80). The kept key is a copy of its
 * own; usernames are ASCII, as reading the row checked.
 */
const ownCopy = (key: string) => Buffer.from(key, 'latin1').toString('latin1');

/**
 * Every row resolved, or every problem of every row (a username twice in the file included:
 * `firstLine`, the line of each lower-case username seen so far, spans the file's batches).
 */
export function resolveImportRows(
  rows: readonly UserCsvRow[],
  lookups: ImportLookups,
  caller: Caller,
  firstLine = new Map<string, number>(),
  versionFrom: VersionFrom = 'export',
): { users: ImportedUser[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const users: ImportedUser[] = [];
  for (const row of rows) {
    const key = row.username.toLowerCase();
    const seenOn = firstLine.get(key);
    if (seenOn !== undefined) {
      errors.push({ line: row.line, field: 'username', message: `"${row.username}" is already in the file on line ${seenOn}` });
      continue;
    }
    firstLine.set(ownCopy(key), row.line);
    const before = errors.length;
    const user = resolveRow({ caller, versionFrom, lookups, row, existing: lookups.existingUsers.get(key), errors });
    if (user && errors.length === before) users.push(user);
  }
  return { users, errors };
}
