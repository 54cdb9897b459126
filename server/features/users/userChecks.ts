import type { Queryable } from '../../db/client';
import { sql } from 'kysely';
import { visibleTo, type Caller } from '../../auth/visibility';
import { businessProfileGrantErrors } from '../../auth/consoleGrants';
import type { FieldError } from '../../contract/problem';
import type { UserDraft } from './userInput';

/** The element category of the default tree (SPEC section 5, label 'Default Tree'). */
export const DEFAULT_TREE_CATEGORY = 'NOVA_NOVA_TREE';
export const DEFAULT_TREE_MUST_BE_ASSIGNED = 'defaultTreeMustBeAssigned';
export const NOT_FROM_LIST_BUSINESS = 'Please Select an Business Profile From the list';
export const NOT_FROM_LIST_VISIBILITY = 'Please Select a Visibility Profile From the list';

/**
 * The rules of SPEC section 5 "User form" that need the database: the chosen profiles, location
 * and company exist (and the profiles are visible to the caller), the elements are ones the
 * business profile's app profiles offer, a default tree is assigned when one is offered, and the
 * console role the business profile grants is neither above the user's level nor the caller's.
 */
export async function userFieldErrors(tx: Queryable, caller: Caller, draft: UserDraft): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (!(await isVisible(tx, caller, 'business_profile', draft.businessProfileUuid))) {
    errors.push({ field: 'businessProfile', message: NOT_FROM_LIST_BUSINESS });
  } else {
    errors.push(...(await businessProfileGrantErrors(tx, caller, draft.businessProfileUuid, draft.minimumRole)));
    errors.push(...(await elementErrors(tx, draft)));
  }
  if (!(await isVisible(tx, caller, 'visibility_profile', draft.visibilityProfileUuid))) {
    errors.push({ field: 'visibilityProfile', message: NOT_FROM_LIST_VISIBILITY });
  }
  if (draft.locationUuid && !(await exists(tx, 'location', draft.locationUuid))) {
    errors.push({ field: 'location', message: 'No such location' });
  }
  if (draft.companyUuid && !(await exists(tx, 'customer_company', draft.companyUuid))) {
    errors.push({ field: 'errigalCustomerCompany', message: 'No such customer company' });
  }
  return errors;
}

async function isVisible(tx: Queryable, caller: Caller, table: 'business_profile' | 'visibility_profile', uuid: string) {
  const { rows } = await sql`select 1 from ${sql.table(table)} p where p.uuid = ${uuid} and ${visibleTo(caller, 'p')}`.execute(tx.kysely);
  return rows.length > 0;
}

async function exists(tx: Queryable, table: 'location' | 'customer_company', uuid: string) {
  return (await tx.kysely.selectFrom(table).select('uuid').where('uuid', '=', uuid).executeTakeFirst()) !== undefined;
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
