import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import { containsAnyText } from '../../../shared/list/listHelpers';
import { useListController, type ListController } from '../../../shared/list/useListController';
import {
  businessProfileFilterFields,
  businessProfileSortFields,
  byName,
  noBusinessProfileFilters,
  type BusinessProfileFilterField,
  type BusinessProfileSortField,
} from './businessProfileFields';

export type BusinessProfileListController = ListController<BusinessProfile, BusinessProfileFilterField, BusinessProfileSortField>;

/** The business profile list's filters (comma-separated values, any one counts), sort and page. */
export function useBusinessProfileList(profiles: readonly BusinessProfile[]): BusinessProfileListController {
  return useListController({
    items: profiles,
    filterFields: businessProfileFilterFields,
    sortFields: businessProfileSortFields,
    initialFilters: noBusinessProfileFilters,
    initialSort: byName,
    match: containsAnyText,
  });
}
