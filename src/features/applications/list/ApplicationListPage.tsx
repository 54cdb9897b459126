import { useLazyListApplicationPageQuery } from '../../../api/applications.enhance';
import { pagedListOptions, useServerList } from '../../../shared/list/useServerList';
import { useVisibleToViewer } from '../../session';
import { useSyncAllApplications } from '../useApplicationActions';
import { ApplicationListView } from './ApplicationListView';

// GET /app/list/page: filtered by name; sorted by name, or by the visible roles or elements.
const listOptions = pagedListOptions(
  { filterFields: ['name'], sortFields: ['name', 'roles', 'elements'] },
  { name: '' },
  { field: 'name', direction: 'asc' },
);

/** /application/list: a page of the applications (from the server), New Application (ERRIGAL_ADMIN) and Sync All Applications. */
export default function ApplicationListPage() {
  const list = useServerList(useLazyListApplicationPageQuery, listOptions);
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
