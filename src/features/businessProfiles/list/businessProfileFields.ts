import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import { containsAnyText, type FieldAccessors, type Filters, type SortState } from '../../../shared/list/listHelpers';
import type { ListController } from '../../../shared/list/useListController';
import type { ListOptions } from '../../../shared/list/useQueryList';

/** The filterable fields (SPEC: name, description and application profile name). */
export type BusinessProfileFilterField = 'name' | 'description' | 'appProfiles';
/** The sortable columns besides one per application. */
export type BusinessProfileSortField = 'name' | 'description';

export const businessProfileFilterLabels: Readonly<Record<BusinessProfileFilterField, string>> = {
  name: 'Name',
  description: 'Description',
  appProfiles: 'Application Profile',
};

// App profile names joined once per profile (a cached list keeps its objects).
const joined = new WeakMap<BusinessProfile, string>();
function appProfileNames(profile: BusinessProfile): string {
  let names = joined.get(profile);
  if (names === undefined) {
    names = profile.appProfiles.map((appProfile) => appProfile.name ?? '').join('\n');
    joined.set(profile, names);
  }
  return names;
}

export const businessProfileFilterFields: FieldAccessors<BusinessProfile, BusinessProfileFilterField> = {
  name: (profile) => profile.name,
  description: (profile) => profile.description ?? '',
  appProfiles: appProfileNames,
};

export const businessProfileSortFields: FieldAccessors<BusinessProfile, BusinessProfileSortField> = {
  name: (profile) => profile.name,
  description: (profile) => profile.description ?? '',
};

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

export type BusinessProfileListController = ListController<BusinessProfile, BusinessProfileFilterField, BusinessProfileSortField>;

export const businessProfileListOptions: ListOptions<BusinessProfile, BusinessProfileFilterField, BusinessProfileSortField> = {
  filterFields: businessProfileFilterFields,
  sortFields: businessProfileSortFields,
  initialFilters: noBusinessProfileFilters,
  initialSort: byName,
  // Comma-separated values: any one counts.
  match: containsAnyText,
};
