import { useMemo } from 'react';
import { useListApplicationsQuery } from '../../../api/applications.enhance';
import { useListBusinessProfilesQuery } from '../../../api/businessProfiles.enhance';
import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import { useQueryList } from '../../../shared/list/useQueryList';
import { businessProfileListOptions } from './businessProfileFields';
import { BusinessProfileListView } from './BusinessProfileListView';

const noProfiles: BusinessProfile[] = [];

/** /profile/business/list: loads the business profiles the admin may see, and the applications (a column each). */
export default function BusinessProfileListPage() {
  const query = useListBusinessProfilesQuery();
  const profiles = query.data ?? noProfiles;
  const list = useQueryList(query, businessProfileListOptions);
  const applications = useListApplicationsQuery();
  const columns = useMemo(() => applications.data?.map(({ uuid, name }) => ({ uuid, name })), [applications.data]);
  return (
    <BusinessProfileListView profiles={profiles} applications={columns} list={list} loading={list.loading} loadFailure={list.loadFailure} />
  );
}
