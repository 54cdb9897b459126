import type { NamedRef, VisibilityRef } from '../../../api/visibilityProfiles.gen';
import type { SelectableItem } from '../../../shared/selection/SelectableList';

/**
 * A kind's checkbox items: the choices, plus what the profile holds that is no longer offered
 * (a retired element), so it can be seen and removed.
 */
export function elementItems(choices: readonly NamedRef[], held: readonly VisibilityRef[] | undefined): SelectableItem[] {
  const items = choices.map((choice) => ({ id: choice.uuid, label: choice.name ?? choice.uuid }));
  const offered = new Set(items.map((item) => item.id));
  for (const ref of held ?? []) {
    if (!offered.has(ref.uuid)) items.push({ id: ref.uuid, label: `${ref.name ?? ref.uuid} (retired)` });
  }
  return items;
}

/** The items whose label contains the text, any case. */
export function filterByName<T extends SelectableItem>(items: readonly T[], text: string): readonly T[] {
  const needle = text.trim().toLowerCase();
  return needle ? items.filter((item) => item.label.toLowerCase().includes(needle)) : items;
}
