import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import type { Filters, SortState } from '../../../shared/list/listHelpers';
import { pagedListOptions, type ServerList } from '../../../shared/list/useServerList';

/** SPEC section 2: the list filters on name and description; both columns sort (on the server). */
export type VisibilityProfileField = 'name' | 'description';

export const visibilityProfileFieldLabels: Readonly<Record<VisibilityProfileField, string>> = { name: 'Name', description: 'Description' };

const fields: readonly VisibilityProfileField[] = ['name', 'description'];

export const noVisibilityProfileFilters: Filters<VisibilityProfileField> = { name: '', description: '' };

export const byName: SortState<VisibilityProfileField> = { field: 'name', direction: 'asc' };

export type VisibilityProfileListController = ServerList<VisibilityProfile, VisibilityProfileField, VisibilityProfileField>;

/** GET /profile/visibility/list/page; SPEC: dismissible error banners. */
export const visibilityProfileListOptions = pagedListOptions({ filterFields: fields, sortFields: fields }, noVisibilityProfileFilters, byName, {
  dismissibleFailure: true,
});
