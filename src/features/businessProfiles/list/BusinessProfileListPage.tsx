import { useListBusinessProfilesQuery } from '../../../api/businessProfiles.enhance';
import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import { BusinessProfileListView } from './BusinessProfileListView';
import { useBusinessProfileList } from './useBusinessProfileList';

const noProfiles: BusinessProfile[] = [];

/** /profile/business/list: loads the business profiles the admin may see. */
export default function BusinessProfileListPage() {
  const query = useListBusinessProfilesQuery();
  const profiles = query.data ?? noProfiles;
  const list = useBusinessProfileList(profiles);
  return (
    <BusinessProfileListView
      profiles={profiles}
      list={list}
      loading={query.isLoading}
      loadFailure={query.isError ? { retry: () => void query.refetch(), retrying: query.isFetching } : null}
    />
  );
}
