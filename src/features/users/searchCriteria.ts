import { storageKeys } from '../../api/tokenStorage';
import type { Filters } from '../../shared/list/listHelpers';
import { noUserFilters, type UserField } from './userFields';

/** The user list filters saved under searchCriteria; anything unreadable falls back to none. */
export function loadUserSearchCriteria(): Filters<UserField> {
  const saved = readJson(localStorage.getItem(storageKeys.searchCriteria));
  if (typeof saved !== 'object' || saved === null) return noUserFilters;
  const entries = Object.entries(noUserFilters).map(([field, empty]) => {
    const value: unknown = Reflect.get(saved, field);
    return [field, typeof value === 'string' ? value : empty];
  });
  return { ...noUserFilters, ...Object.fromEntries(entries) };
}

export function saveUserSearchCriteria(filters: Filters<UserField>): void {
  localStorage.setItem(storageKeys.searchCriteria, JSON.stringify(filters));
}

function readJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
