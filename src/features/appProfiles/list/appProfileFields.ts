import type { Filters, SortState } from '../../../shared/list/listHelpers';
import { pagedListOptions } from '../../../shared/list/useServerList';

/** The app profile list's columns; each is filtered and sorted (on the server) by the same text. */
export type AppProfileField = 'name' | 'description' | 'application' | 'roles' | 'parameters';

const fields: readonly AppProfileField[] = ['name', 'description', 'application', 'roles', 'parameters'];

export const noAppProfileFilters: Filters<AppProfileField> = { name: '', description: '', application: '', roles: '', parameters: '' };

export const byName: SortState<AppProfileField> = { field: 'name', direction: 'asc' };

/** GET /profile/app/list/page: every column a filter and a sort. */
export const appProfileListOptions = pagedListOptions({ filterFields: fields, sortFields: fields }, noAppProfileFilters, byName);
