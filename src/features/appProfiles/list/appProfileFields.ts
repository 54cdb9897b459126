import type { AppProfile } from '../../../api/appProfiles.gen';
import type { FieldAccessors, Filters, SortState } from '../../../shared/list/listHelpers';
import type { ListController } from '../../../shared/list/useListController';
import { columnListOptions } from '../../../shared/list/useQueryList';

/** The app profile list's columns; each is filtered and sorted by the same text. */
export type AppProfileField = 'name' | 'description' | 'application' | 'roles' | 'parameters';

export const appProfileFieldLabels: Readonly<Record<AppProfileField, string>> = {
  name: 'Name',
  description: 'Description',
  application: 'Application',
  roles: 'Roles',
  parameters: 'Parameters',
};

// Role and parameter names joined once per profile (a cached list keeps its objects), so a filter
// keystroke over thousands of profiles does no joining.
const joined = new WeakMap<AppProfile, { roles: string; parameters: string }>();
function namesOf(profile: AppProfile) {
  let names = joined.get(profile);
  if (!names) {
    names = {
      roles: (profile.roles ?? []).map((role) => role.name).join(', '),
      parameters: (profile.elements ?? []).map((element) => element.name).join(', '),
    };
    joined.set(profile, names);
  }
  return names;
}

export const appProfileFields: FieldAccessors<AppProfile, AppProfileField> = {
  name: (profile) => profile.name,
  description: (profile) => profile.description ?? '',
  application: (profile) => profile.applicationName ?? profile.application.name ?? '',
  roles: (profile) => namesOf(profile).roles,
  parameters: (profile) => namesOf(profile).parameters,
};

export const noAppProfileFilters: Filters<AppProfileField> = { name: '', description: '', application: '', roles: '', parameters: '' };

export const byName: SortState<AppProfileField> = { field: 'name', direction: 'asc' };

export type AppProfileListController = ListController<AppProfile, AppProfileField, AppProfileField>;

export const appProfileListOptions = columnListOptions(appProfileFields, noAppProfileFilters, byName);
