import type { Queryable } from '../../db/client';
import { sql } from 'kysely';
import { visibleTo, type Caller } from '../../auth/visibility';
import { businessProfileGrantErrors } from '../../auth/consoleGrants';
import type { FieldError } from '../../contract/problem';
import type { UserDraft } from './userInput';
import type { UserRow } from '../../audit/snapshots';

/** The element category of the default tree (SPEC section 5, label 'Default Tree'). */
export const DEFAULT_TREE_CATEGORY = 'NOVA_NOVA_TREE';
export const DEFAULT_TREE_MUST_BE_ASSIGNED = 'defaultTreeMustBeAssigned';
/** The rule's sentence, where the server words it itself (an import's lines, a bulk job's reasons); the console's form has the same words. */
export const DEFAULT_TREE_SENTENCE = 'At least one Default Tree element must be assigned';
export const NOT_FROM_LIST_BUSINESS = 'Please Select an Business Profile From the list';
export const NOT_FROM_LIST_VISIBILITY = 'Please Select a Visibility Profile From the list';

/** The names of a draft's references, as the checks read them: the saved user's snapshot shows them. */
export type DraftNames = Pick<UserRow, 'business_profile' | 'visibility_profile' | 'location' | 'company'>;

/**
 * The rules of SPEC section 5 "User form" that need the database: the chosen profiles, location
 * and company exist (and the profiles are visible to the caller), the elements are ones the
 * business profile's app profiles offer, a default tree is assigned when one is offered, and the
 * console role the business profile grants is neither above the user's level nor the caller's.
 * With the errors, the names those checks read.
 */
export async function userFieldErrors(tx: Queryable, caller: Caller, draft: UserDraft): Promise<{ errors: FieldError[]; names: DraftNames }> {
  const errors: FieldError[] = [];
  const names: DraftNames = {
    business_profile: await visibleName(tx, caller, 'business_profile', draft.businessProfileUuid),
    visibility_profile: await visibleName(tx, caller, 'visibility_profile', draft.visibilityProfileUuid),
    location: draft.locationUuid ? await nameOf(tx, 'location', draft.locationUuid) : null,
    company: draft.companyUuid ? await nameOf(tx, 'customer_company', draft.companyUuid) : null,
  };
  if (names.business_profile === null) {
    errors.push({ field: 'businessProfile', message: NOT_FROM_LIST_BUSINESS });
  } else {
    errors.push(...(await businessProfileGrantErrors(tx, caller, draft.businessProfileUuid, draft.minimumRole)));
    errors.push(...(await elementErrors(tx, caller, draft)));
  }
  if (names.visibility_profile === null) {
    errors.push({ field: 'visibilityProfile', message: NOT_FROM_LIST_VISIBILITY });
  }
  if (draft.locationUuid && names.location === null) {
    errors.push({ field: 'location', message: 'No such location' });
  }
  if (draft.companyUuid && names.company === null) {
    errors.push({ field: 'errigalCustomerCompany', message: 'No such customer company' });
  }
  return { errors, names };
}

async function visibleName(tx: Queryable, caller: Caller, table: 'business_profile' | 'visibility_profile', uuid: string): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`select p.name from ${sql.table(table)} p where p.uuid = ${uuid} and ${visibleTo(caller, 'p')}`.execute(tx.kysely);
  return rows[0]?.name ?? null;
}

async function nameOf(tx: Queryable, table: 'location' | 'customer_company', uuid: string): Promise<string | null> {
  return (await tx.kysely.selectFrom(table).select('name').where('uuid', '=', uuid).executeTakeFirst())?.name ?? null;
}

/** An element a business profile offers (through its app profiles), and the application it is of. */
export interface OfferedElement {
  category: string;
  application: string;
}
/** By element uuid. */
export type OfferedElements = Map<string, OfferedElement>;

/** What each of the business profiles offers, in one query (a save asks for one, an import for all). */
export async function offeredElements(db: Queryable, businessProfileUuids: readonly string[]): Promise<Map<string, OfferedElements>> {
  const offered = new Map<string, OfferedElements>(businessProfileUuids.map((uuid) => [uuid, new Map()]));
  if (businessProfileUuids.length === 0) return offered;
  const rows = await db.kysely
    .selectFrom('business_profile_app_profile as bpap')
    .innerJoin('app_profile_element as ape', 'ape.app_profile_uuid', 'bpap.app_profile_uuid')
    .innerJoin('application_element as e', 'e.uuid', 'ape.element_uuid')
    .innerJoin('application as a', 'a.uuid', 'e.application_uuid')
    .select(['bpap.business_profile_uuid as profile', 'e.uuid', 'e.category', 'a.name as application'])
    .distinct()
    .where('bpap.business_profile_uuid', '=', sql<string>`any(${businessProfileUuids}::uuid[])`)
    .execute();
  for (const { profile, uuid, category, application } of rows) offered.get(profile)?.set(uuid, { category, application });
  return offered;
}

const isDefaultTree = (element: OfferedElement | undefined) => element?.category === DEFAULT_TREE_CATEGORY;

/** SPEC section 5: a profile offering a default tree needs one of those elements assigned. */
export function defaultTreeMissing(offered: OfferedElements, assigned: Iterable<string>): boolean {
  if (![...offered.values()].some(isDefaultTree)) return false;
  for (const uuid of assigned) if (isDefaultTree(offered.get(uuid))) return false;
  return true;
}

async function elementErrors(tx: Queryable, caller: Caller, draft: UserDraft): Promise<FieldError[]> {
  const offered = (await offeredElements(tx, [draft.businessProfileUuid])).get(draft.businessProfileUuid)!;
  const notOffered = draft.elements.filter((e) => !offered.has(e.uuid)).map((e) => e.uuid);
  // Named as an import names them (category:name) where the caller may see them; by uuid otherwise.
  const { rows: named } =
    notOffered.length === 0
      ? { rows: [] }
      : await sql<{ uuid: string; name: string }>`select e.uuid, e.category || ':' || e.name as name from application_element e
           where e.uuid = any(${notOffered}::uuid[]) and ${visibleTo(caller, 'e')}`.execute(tx.kysely);
  const nameOf = new Map(named.map((e) => [e.uuid, `"${e.name}"`]));
  const errors: FieldError[] = notOffered.map((uuid) => ({ field: 'elements', message: `Element ${nameOf.get(uuid) ?? uuid} is not offered by the business profile` }));
  if (defaultTreeMissing(offered, draft.elements.map((e) => e.uuid))) errors.push({ field: 'elements', message: DEFAULT_TREE_MUST_BE_ASSIGNED });
  return errors;
}
