import { useMemo } from 'react';
import { useListApplicationsQuery } from '../../../api/applications.enhance';
import { useListBusinessProfilesQuery } from '../../../api/businessProfiles.enhance';
import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import { BusinessProfileListView } from './BusinessProfileListView';
import { useBusinessProfileList } from './useBusinessProfileList';

const noProfiles: BusinessProfile[] = [];

/** /profile/business/list: loads the business profiles the admin may see, and the applications (a column each). */
export default function BusinessProfileListPage() {
  const query = useListBusinessProfilesQuery();
  const profiles = query.data ?? noProfiles;
  const list = useBusinessProfileList(profiles);
  const applications = useListApplicationsQuery();
  const columns = useMemo(() => applications.data?.map(({ uuid, name }) => ({ uuid, name })), [applications.data]);
  return (
    <BusinessProfileListView
      profiles={profiles}
      applications={columns}
      list={list}
      loading={query.isLoading}
      loadFailure={query.isError ? { retry: () => void query.refetch(), retrying: query.isFetching } : null}
    />
  );
}
