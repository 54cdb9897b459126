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
    errors.push(...(await elementErrors(tx, draft)));
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

async function elementErrors(tx: Queryable, draft: UserDraft): Promise<FieldError[]> {
  const offered = await tx.kysely
    .selectFrom('business_profile_app_profile as bpap')
    .innerJoin('app_profile_element as ape', 'ape.app_profile_uuid', 'bpap.app_profile_uuid')
    .innerJoin('application_element as e', 'e.uuid', 'ape.element_uuid')
    .select(['e.uuid', 'e.category'])
    .distinct()
    .where('bpap.business_profile_uuid', '=', draft.businessProfileUuid)
    .execute();
  const categoryOf = new Map(offered.map((e) => [e.uuid, e.category]));
  const errors: FieldError[] = draft.elements
    .filter((e) => !categoryOf.has(e.uuid))
    .map((e) => ({ field: 'elements', message: `Element ${e.uuid} is not offered by the business profile` }));
  const treeOffered = offered.some((e) => e.category === DEFAULT_TREE_CATEGORY);
  const treeAssigned = draft.elements.some((e) => categoryOf.get(e.uuid) === DEFAULT_TREE_CATEGORY);
  if (treeOffered && !treeAssigned) errors.push({ field: 'elements', message: DEFAULT_TREE_MUST_BE_ASSIGNED });
  return errors;
}
