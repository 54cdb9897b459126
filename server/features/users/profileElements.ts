// SPEC section 5: when a user's business profile changes, the default tree becomes what the
// application 'Snmp Manager' offers in the new profile, and the other elements stay while the new
// profile offers them. The console's form does this as the admin chooses a profile
// (src/features/users/edit/userElements.ts); a bulk job's Set Business Profile does it here.
import type { Queryable } from '../../db/client';
import type { UserInput } from './userInput';
import { DEFAULT_TREE_CATEGORY } from './userChecks';

export const DEFAULT_TREE_APPLICATION = 'Snmp Manager';

/** The user's elements under the business profile it moves to. */
export async function elementsForNewProfile(db: Queryable, businessProfileUuid: string, current: UserInput['elements']): Promise<UserInput['elements']> {
  const offered = await db.kysely
    .selectFrom('business_profile_app_profile as bpap')
    .innerJoin('app_profile_element as ape', 'ape.app_profile_uuid', 'bpap.app_profile_uuid')
    .innerJoin('application_element as e', 'e.uuid', 'ape.element_uuid')
    .innerJoin('application as a', 'a.uuid', 'e.application_uuid')
    .select(['e.uuid', 'e.category', 'a.name as application'])
    .distinct()
    .where('bpap.business_profile_uuid', '=', businessProfileUuid)
    .orderBy('e.uuid')
    .execute();
  const categoryOf = new Map(offered.map((e) => [e.uuid, e.category]));
  const kept = (current ?? []).filter((e) => categoryOf.has(e.uuid) && categoryOf.get(e.uuid) !== DEFAULT_TREE_CATEGORY);
  const tree = offered.filter((e) => e.category === DEFAULT_TREE_CATEGORY && e.application === DEFAULT_TREE_APPLICATION);
  return [...kept, ...tree.map((e) => ({ uuid: e.uuid, actualValue: null }))];
}
