import type { AppProfile } from '../../../api/appProfiles.gen';
import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import type { UserElement, UserElementConfig } from '../../../api/users.gen';
import { categoryLabel, DEFAULT_TREE_CATEGORY } from '../../../shared/elements/categoryLabel';
import { compareText } from '../../../shared/list/listHelpers';

// The elements a user may be given are those of the app profiles of the user's business profile.

export { DEFAULT_TREE_CATEGORY } from '../../../shared/elements/categoryLabel';
/** SPEC section 4: the application that supplies the default tree elements. */
export const DEFAULT_TREE_APPLICATION = 'Snmp Manager';

export interface OfferedElement {
  uuid: string;
  name: string;
  category: string;
  applicationName: string;
}

/** The elements the business profile's app profiles offer, each once, by name. */
export function offeredElements(
  businessProfile: BusinessProfile | undefined,
  appProfiles: readonly AppProfile[],
): OfferedElement[] {
  if (!businessProfile) return [];
  const chosen = new Set(businessProfile.appProfiles.map((ref) => ref.uuid));
  const byUuid = new Map<string, OfferedElement>();
  for (const profile of appProfiles) {
    if (!profile.uuid || !chosen.has(profile.uuid)) continue;
    const applicationName = profile.application.name ?? profile.applicationName ?? '';
    for (const element of profile.elements ?? []) {
      if (element.uuid)
        byUuid.set(element.uuid, {
          uuid: element.uuid,
          name: element.name,
          category: element.category,
          applicationName,
        });
    }
  }
  return [...byUuid.values()].sort((a, b) => compareText(a.name, b.name));
}

export function inCategory<T extends { category?: string }>(elements: readonly T[], category: string): T[] {
  return elements.filter((element) => element.category === category);
}

/** Whether the default-tree rule applies: the profile offers elements of the Default Tree category. */
export function offersDefaultTree(offered: readonly OfferedElement[]): boolean {
  return inCategory(offered, DEFAULT_TREE_CATEGORY).length > 0;
}

/** The element as the user record holds it; the label is its category's label. */
export function toUserElement(element: OfferedElement, configs: readonly UserElementConfig[]): UserElement {
  return { uuid: element.uuid, name: element.name, category: element.category, label: categoryLabel(element.category, configs) };
}

/**
 * The user's elements after the business profile changed: the default tree becomes what
 * 'Snmp Manager' offers in the new profile; other elements stay while the new profile offers them.
 */
export function elementsForNewProfile(
  current: readonly UserElement[],
  offered: readonly OfferedElement[],
  configs: readonly UserElementConfig[],
): UserElement[] {
  const offeredIds = new Set(offered.map((element) => element.uuid));
  const kept = current.filter((element) => element.category !== DEFAULT_TREE_CATEGORY && offeredIds.has(element.uuid));
  const tree = inCategory(offered, DEFAULT_TREE_CATEGORY)
    .filter((element) => element.applicationName === DEFAULT_TREE_APPLICATION)
    .map((element) => toUserElement(element, configs));
  return [...kept, ...tree];
}

/** The user's elements with one category's selection replaced (records already held are kept as they are). */
export function withCategorySelection(
  current: readonly UserElement[],
  category: string,
  selectedIds: readonly string[],
  offered: readonly OfferedElement[],
  configs: readonly UserElementConfig[],
): UserElement[] {
  const others = current.filter((element) => element.category !== category);
  const selected = selectedIds.flatMap((id) => {
    const held = current.find((element) => element.uuid === id);
    if (held) return [held];
    const element = offered.find((candidate) => candidate.uuid === id);
    return element ? [toUserElement(element, configs)] : [];
  });
  return [...others, ...selected];
}
