import { useListApplicationsQuery, type Application } from '../../../api/applications.enhance';
import { useQueryList, type ListOptions } from '../../../shared/list/useQueryList';
import { useVisibleToViewer } from '../../session';
import { useSyncAllApplications } from '../useApplicationActions';
import { ApplicationListView, type ApplicationSortField } from './ApplicationListView';

const memberNames = (members: readonly { name: string }[]) => members.map((m) => m.name).join(', ');
const sortFields = {
  name: (a: Application) => a.name,
  roles: (a: Application) => memberNames(a.roles),
  elements: (a: Application) => memberNames(a.elements),
} as const;
const listOptions: ListOptions<Application, 'name', ApplicationSortField> = {
  filterFields: { name: (a: Application) => a.name },
  sortFields,
  initialFilters: { name: '' },
  initialSort: { field: 'name', direction: 'asc' },
};

/** /application/list: the applications, New Application (ERRIGAL_ADMIN) and Sync All Applications. */
export default function ApplicationListPage() {
  const list = useQueryList(useListApplicationsQuery(), listOptions);
  const viewer = useVisibleToViewer();
  const syncAll = useSyncAllApplications();
  return (
    <ApplicationListView
      list={list}
      loading={list.loading}
      loadFailure={list.loadFailure}
      canCreate={viewer.isErrigalAdmin}
      syncing={syncAll.syncing}
      onSyncAll={() => void syncAll.syncAll()}
    />
  );
}
