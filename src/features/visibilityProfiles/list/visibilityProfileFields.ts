import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import type { FieldAccessors, Filters, SortState } from '../../../shared/list/listHelpers';
import type { ListController } from '../../../shared/list/useListController';
import { columnListOptions, type ListOptions } from '../../../shared/list/useQueryList';

/** SPEC section 2: the list filters on name and description; both columns sort. */
export type VisibilityProfileField = 'name' | 'description';

export const visibilityProfileFieldLabels: Readonly<Record<VisibilityProfileField, string>> = { name: 'Name', description: 'Description' };

export const visibilityProfileFields: FieldAccessors<VisibilityProfile, VisibilityProfileField> = {
  name: (profile) => profile.name,
  description: (profile) => profile.description ?? '',
};

export const noVisibilityProfileFilters: Filters<VisibilityProfileField> = { name: '', description: '' };

export const byName: SortState<VisibilityProfileField> = { field: 'name', direction: 'asc' };

export type VisibilityProfileListController = ListController<VisibilityProfile, VisibilityProfileField, VisibilityProfileField>;

export const visibilityProfileListOptions: ListOptions<VisibilityProfile, VisibilityProfileField, VisibilityProfileField> = {
  ...columnListOptions(visibilityProfileFields, noVisibilityProfileFilters, byName),
  dismissibleFailure: true,
};
