import { useListApplicationsQuery, type Application } from '../../../api/applications.enhance';
import { useListController } from '../../../shared/list/useListController';
import { useVisibleToViewer } from '../../session';
import { useSyncAllApplications } from '../useApplicationActions';
import { ApplicationListView, type ApplicationSortField } from './ApplicationListView';

const noApplications: Application[] = [];
const memberNames = (members: readonly { name: string }[]) => members.map((m) => m.name).join(', ');
const sortFields = {
  name: (a: Application) => a.name,
  roles: (a: Application) => memberNames(a.roles),
  elements: (a: Application) => memberNames(a.elements),
} as const;
const filterFields = { name: (a: Application) => a.name } as const;

/** /application/list: the applications, New Application (ERRIGAL_ADMIN) and Sync All Applications. */
export default function ApplicationListPage() {
  const query = useListApplicationsQuery();
  const viewer = useVisibleToViewer();
  const syncAll = useSyncAllApplications();
  const list = useListController<Application, 'name', ApplicationSortField>({
    items: query.data ?? noApplications,
    filterFields,
    sortFields,
    initialFilters: { name: '' },
    initialSort: { field: 'name', direction: 'asc' },
  });
  return (
    <ApplicationListView
      list={list}
      loading={query.isLoading}
      loadFailed={query.isError}
      onRetry={() => void query.refetch()}
      canCreate={viewer.isErrigalAdmin}
      syncing={syncAll.syncing}
      onSyncAll={() => void syncAll.syncAll()}
    />
  );
}
