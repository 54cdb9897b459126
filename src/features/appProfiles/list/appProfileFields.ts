import type { AppProfile } from '../../../api/appProfiles.gen';
import type { Filters, SortState } from '../../../shared/list/listHelpers';
import { pagedListOptions, type ServerList } from '../../../shared/list/useServerList';

/** The app profile list's columns; each is filtered and sorted (on the server) by the same text. */
export type AppProfileField = 'name' | 'description' | 'application' | 'roles' | 'parameters';

export const appProfileFieldLabels: Readonly<Record<AppProfileField, string>> = {
  name: 'Name',
  description: 'Description',
  application: 'Application',
  roles: 'Roles',
  parameters: 'Parameters',
};

const fields = Object.keys(appProfileFieldLabels) as AppProfileField[];

export const noAppProfileFilters: Filters<AppProfileField> = { name: '', description: '', application: '', roles: '', parameters: '' };

export const byName: SortState<AppProfileField> = { field: 'name', direction: 'asc' };

export type AppProfileListController = ServerList<AppProfile, AppProfileField, AppProfileField>;

/** GET /profile/app/list/page: every column a filter and a sort. */
export const appProfileListOptions = pagedListOptions({ filterFields: fields, sortFields: fields }, noAppProfileFilters, byName);
