import { useMemo } from 'react';
import { useListApplicationsQuery } from '../../../api/applications.enhance';
import { useLazyListBusinessProfilePageQuery } from '../../../api/businessProfiles.enhance';
import { useServerList } from '../../../shared/list/useServerList';
import { businessProfileListOptions } from './businessProfileFields';
import { BusinessProfileListView } from './BusinessProfileListView';

/** /profile/business/list: a page of the business profiles the admin may see (from the server), and the applications (a column each). */
export default function BusinessProfileListPage() {
  const list = useServerList(useLazyListBusinessProfilePageQuery, businessProfileListOptions);
  const applications = useListApplicationsQuery();
  const columns = useMemo(() => applications.data?.map(({ uuid, name }) => ({ uuid, name })), [applications.data]);
  return <BusinessProfileListView applications={columns} list={list} loading={list.loading} loadFailure={list.loadFailure} />;
}
