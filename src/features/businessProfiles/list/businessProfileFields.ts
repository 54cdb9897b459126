import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import type { Filters, SortState } from '../../../shared/list/listHelpers';
import { pagedListOptions } from '../../../shared/list/useServerList';

/** The filterable fields (SPEC: name, description and application profile name). */
export type BusinessProfileFilterField = 'name' | 'description' | 'appProfiles';
/** The sortable columns besides one per application. */
export type BusinessProfileSortField = 'name' | 'description';

export const noBusinessProfileFilters: Filters<BusinessProfileFilterField> = { name: '', description: '', appProfiles: '' };

export const byName: SortState<BusinessProfileSortField> = { field: 'name', direction: 'asc' };

/** The columns per application: every application any listed profile has an app profile of, by name. */
export function applicationColumns(profiles: readonly BusinessProfile[]): { uuid: string; name: string }[] {
  const applications = new Map<string, string>();
  for (const profile of profiles) {
    for (const appProfile of profile.appProfiles) {
      if (appProfile.application?.uuid) applications.set(appProfile.application.uuid, appProfile.application.name ?? '');
    }
  }
  return [...applications].map(([uuid, name]) => ({ uuid, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The profile's app profile for one application, or '---'. */
export function appProfileFor(profile: BusinessProfile, applicationUuid: string): string {
  return profile.appProfiles.find((appProfile) => appProfile.application?.uuid === applicationUuid)?.name ?? '---';
}

/** GET /profile/business/list/page (each filter comma-separated values, any one counts, on the server). */
export const businessProfileListOptions = pagedListOptions(
  { filterFields: ['name', 'description', 'appProfiles'], sortFields: ['name', 'description'] },
  noBusinessProfileFilters,
  byName,
);
