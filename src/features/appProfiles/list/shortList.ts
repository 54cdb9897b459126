/** SPEC section 2: the first name followed by ' ...' when there are more, or all of them when expanded. */
export function shortList(names: readonly string[], expanded: boolean): string {
  if (expanded || names.length <= 1) return names.join(', ');
  return `${names[0]} ...`;
}
