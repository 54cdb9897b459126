import type { AuditChangeRow } from '../db/schema';

const shown = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '(none)' : value);

/** One change as a reader says it: "Business profile: NOC Operator -> SCO Field Engineer", "Roles: + WRITER, - READER". */
export function changeText(change: AuditChangeRow): string {
  if (change.added || change.removed) {
    const parts = [...(change.added ?? []).map((v) => `+ ${v}`), ...(change.removed ?? []).map((v) => `- ${v}`)];
    return `${change.field}: ${parts.join(', ')}`;
  }
  if (change.from === null || change.from === undefined) return `${change.field}: ${shown(change.to)}`;
  return `${change.field}: ${shown(change.from)} -> ${shown(change.to)}`;
}

export const changesText = (changes: readonly AuditChangeRow[]) => changes.map(changeText).join('; ');
