import type { AppProfile } from '../../../api/appProfiles.gen';
import { useListController, type ListController } from '../../../shared/list/useListController';
import { appProfileFields, byName, noAppProfileFilters, type AppProfileField } from './appProfileFields';

export type AppProfileListController = ListController<AppProfile, AppProfileField, AppProfileField>;

/** The app profile list's filters (case-insensitive contains), sort and page. */
export function useAppProfileList(profiles: readonly AppProfile[]): AppProfileListController {
  return useListController({
    items: profiles,
    filterFields: appProfileFields,
    sortFields: appProfileFields,
    initialFilters: noAppProfileFilters,
    initialSort: byName,
  });
}
