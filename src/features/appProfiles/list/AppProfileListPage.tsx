import { useLazyListAppProfilePageQuery } from '../../../api/appProfiles.enhance';
import { useServerList } from '../../../shared/list/useServerList';
import { appProfileListOptions } from './appProfileFields';
import { AppProfileListView } from './AppProfileListView';

/** /profile/app/list: a page of the application profiles the admin may see, from the server. */
export default function AppProfileListPage() {
  const list = useServerList(useLazyListAppProfilePageQuery, appProfileListOptions);
  return <AppProfileListView list={list} loading={list.loading} loadFailure={list.loadFailure} />;
}
