// Selection helpers for lists with Add All / Remove All.

/** SPEC section 4: if anything is selected it removes all, otherwise it adds all. */
export function addOrRemoveAll(selected: readonly string[], all: readonly string[]): string[] {
  return selected.length > 0 ? [] : [...all];
}

/** The selection with the id added, or removed when it was there. */
export function toggled(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}
