import { useListAppProfilesQuery } from '../../../api/appProfiles.enhance';
import type { AppProfile } from '../../../api/appProfiles.gen';
import { AppProfileListView } from './AppProfileListView';
import { useAppProfileList } from './useAppProfileList';

const noProfiles: AppProfile[] = [];

/** /profile/app/list: loads the application profiles the admin may see. */
export default function AppProfileListPage() {
  const query = useListAppProfilesQuery();
  const list = useAppProfileList(query.data ?? noProfiles);
  return (
    <AppProfileListView
      list={list}
      loading={query.isLoading}
      loadFailure={query.isError ? { retry: () => void query.refetch(), retrying: query.isFetching } : null}
    />
  );
}
