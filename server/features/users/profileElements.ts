// SPEC section 5: when a user's business profile changes, the default tree becomes what the
// application 'Snmp Manager' offers in the new profile, and the other elements stay while the new
// profile offers them. The console's form does this as the admin chooses a profile
// (src/features/users/edit/userElements.ts); a bulk job's Set Business Profile does it here.
import type { Queryable } from '../../db/client';
import type { UserInput } from './userInput';
import { DEFAULT_TREE_CATEGORY, offeredElements } from './userChecks';

export const DEFAULT_TREE_APPLICATION = 'Snmp Manager';

/** The user's elements under the business profile it moves to. */
export async function elementsForNewProfile(db: Queryable, businessProfileUuid: string, current: UserInput['elements']): Promise<UserInput['elements']> {
  const offered = (await offeredElements(db, [businessProfileUuid])).get(businessProfileUuid)!;
  const isTree = (uuid: string) => offered.get(uuid)?.category === DEFAULT_TREE_CATEGORY;
  const kept = (current ?? []).filter((e) => offered.has(e.uuid) && !isTree(e.uuid));
  const tree = [...offered].filter(([uuid, e]) => isTree(uuid) && e.application === DEFAULT_TREE_APPLICATION);
  return [...kept, ...tree.map(([uuid]) => ({ uuid, actualValue: null }))];
}
