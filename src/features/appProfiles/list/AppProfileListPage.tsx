import { useListAppProfilesQuery } from '../../../api/appProfiles.enhance';
import { useQueryList } from '../../../shared/list/useQueryList';
import { appProfileListOptions } from './appProfileFields';
import { AppProfileListView } from './AppProfileListView';

/** /profile/app/list: loads the application profiles the admin may see. */
export default function AppProfileListPage() {
  const list = useQueryList(useListAppProfilesQuery(), appProfileListOptions);
  return <AppProfileListView list={list} loading={list.loading} loadFailure={list.loadFailure} />;
}
