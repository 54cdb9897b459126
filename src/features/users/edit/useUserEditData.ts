import { useListAppProfilesQuery } from '../../../api/appProfiles.enhance';
import type { AppProfile } from '../../../api/appProfiles.gen';
import { useListBusinessProfilesQuery } from '../../../api/businessProfiles.enhance';
import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import { useListCustomerCompaniesQuery, useListLocationsQuery } from '../../../api/lookups.enhance';
import type { Location, NamedRef } from '../../../api/lookups.gen';
import { useGetUserConfigQuery, useGetUserQuery } from '../../../api/users.enhance';
import type { User, UserElementConfig } from '../../../api/users.gen';
import { useListVisibilityProfilesQuery } from '../../../api/visibilityProfiles.enhance';
import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import { errorStatus } from '../../../shared/api/apiError';

/** Everything the user form chooses from. */
export interface UserEditChoices {
  configs: UserElementConfig[];
  businessProfiles: BusinessProfile[];
  visibilityProfiles: VisibilityProfile[];
  appProfiles: AppProfile[];
  locations: Location[];
  companies: NamedRef[];
}

export type UserEditData =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'ready'; user: User | undefined; choices: UserEditChoices };

const none: never[] = [];

/** Loads the user (when editing) and the form's choices; companies only when they can be chosen. */
export function useUserEditData(uuid: string | undefined, withCompanies: boolean): UserEditData {
  const user = useGetUserQuery({ id: uuid ?? '' }, { skip: !uuid });
  const configs = useGetUserConfigQuery();
  const businessProfiles = useListBusinessProfilesQuery();
  const visibilityProfiles = useListVisibilityProfilesQuery();
  const appProfiles = useListAppProfilesQuery();
  const locations = useListLocationsQuery();
  const companies = useListCustomerCompaniesQuery(undefined, { skip: !withCompanies });
  const queries = [user, configs, businessProfiles, visibilityProfiles, appProfiles, locations, companies];

  if (errorStatus(user.error) === 404) return { status: 'notFound' };
  if (queries.some((query) => query.isError)) return { status: 'failed' };
  if (queries.some((query) => query.isLoading) || (uuid && !user.data)) return { status: 'loading' };
  return {
    status: 'ready',
    user: uuid ? user.data : undefined,
    choices: {
      configs: configs.data ?? none,
      businessProfiles: businessProfiles.data ?? none,
      visibilityProfiles: visibilityProfiles.data ?? none,
      appProfiles: appProfiles.data ?? none,
      locations: locations.data ?? none,
      companies: companies.data ?? none,
    },
  };
}
