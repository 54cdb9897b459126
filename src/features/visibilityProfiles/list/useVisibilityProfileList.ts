import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import { useListController, type ListController } from '../../../shared/list/useListController';
import { byName, noVisibilityProfileFilters, visibilityProfileFields, type VisibilityProfileField } from './visibilityProfileFields';

export type VisibilityProfileListController = ListController<VisibilityProfile, VisibilityProfileField, VisibilityProfileField>;

/** The visibility profile list's filters, sort and page (the shared list behaviour). */
export function useVisibilityProfileList(profiles: readonly VisibilityProfile[]): VisibilityProfileListController {
  return useListController({
    items: profiles,
    filterFields: visibilityProfileFields,
    sortFields: visibilityProfileFields,
    initialFilters: noVisibilityProfileFilters,
    initialSort: byName,
  });
}
