import { useListAppProfilePageQuery, useListAppProfilesQuery } from '../../../api/appProfiles.enhance';
import type { AppProfile } from '../../../api/appProfiles.gen';
import { holdsEveryItem, useHeldSource } from '../../../shared/list/heldItems';
import type { FieldAccessors } from '../../../shared/list/listHelpers';
import { pageArgsOf, type LocalSource } from '../../../shared/list/useServerList';
import { byName, noAppProfileFilters, type AppProfileField } from './appProfileFields';

/**
 * Each column's text as the server filters and sorts it (server/features/appProfiles/appProfileQueries.ts):
 * roles and parameters are their names joined with ', ', in the order the profile lists them.
 */
export const appProfileTexts: FieldAccessors<AppProfile, AppProfileField> = {
  name: (profile) => profile.name,
  description: (profile) => profile.description ?? '',
  application: (profile) => profile.application.name ?? '',
  roles: (profile) => (profile.roles ?? []).map((role) => role.name).join(', '),
  parameters: (profile) => (profile.elements ?? []).map((element) => element.name).join(', '),
};

const unfilteredPage = pageArgsOf({ filters: noAppProfileFilters, sort: byName, page: 1 });

/** The app profiles the admin may see (GET /profile/app/list) of a worked list of at most HELD_ITEMS_LIMIT of them. */
export function useLocalAppProfiles(_url: unknown, wanted: boolean): LocalSource<AppProfile, AppProfileField, AppProfileField> | undefined {
  const held = holdsEveryItem(wanted, useListAppProfilePageQuery(unfilteredPage, { skip: !wanted }).currentData?.total);
  return useHeldSource(useListAppProfilesQuery(undefined, { skip: !held }), held, appProfileTexts);
}
