import type { Filters, SortState } from '../../../shared/list/listHelpers';
import { pagedListOptions } from '../../../shared/list/useServerList';

/** SPEC section 2: the list filters on name and description; both columns sort (on the server). */
export type VisibilityProfileField = 'name' | 'description';

const fields: readonly VisibilityProfileField[] = ['name', 'description'];

export const noVisibilityProfileFilters: Filters<VisibilityProfileField> = { name: '', description: '' };

export const byName: SortState<VisibilityProfileField> = { field: 'name', direction: 'asc' };

/** GET /profile/visibility/list/page; SPEC: dismissible error banners. */
export const visibilityProfileListOptions = pagedListOptions({ filterFields: fields, sortFields: fields }, noVisibilityProfileFilters, byName, {
  dismissibleFailure: true,
});

export const LIST_LOAD_FAILED = 'The visibility profiles could not be loaded.';
