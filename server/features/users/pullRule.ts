import type { KnownUser } from '../../connectors/applicationConnector';

/** The fields Pull User Info may change (openapi/connector.yaml, "Pull rule"). */
export const PULLED_FIELDS = ['email', 'firstName', 'lastName', 'deskPhone', 'mobilePhone'] as const;
export type PulledField = (typeof PULLED_FIELDS)[number];
export type PulledValues = Partial<Record<PulledField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function usable(field: PulledField, value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > 255) return null;
  if (field === 'email' && !EMAIL.test(trimmed)) return null;
  return trimmed;
}

/**
 * What the applications know, merged per username (lower-cased): each field from the first
 * application, in the order given (by name), that gives a usable value for it.
 */
export function mergeKnownUsers(byApplication: { name: string; value: KnownUser[] }[]): Map<string, PulledValues> {
  const merged = new Map<string, PulledValues>();
  for (const { value: users } of byApplication) {
    for (const known of users) {
      const key = known.username.toLowerCase();
      const values = merged.get(key) ?? {};
      for (const field of PULLED_FIELDS) {
        const value = usable(field, known[field]);
        if (value !== null && values[field] === undefined) values[field] = value;
      }
      if (Object.keys(values).length > 0) merged.set(key, values);
    }
  }
  return merged;
}
