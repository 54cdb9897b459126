import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink } from 'react-router';
import { useLazyListApplicationPageQuery } from '../../../api/applications.enhance';
import { anyFilter } from '../../../shared/list/listHelpers';
import { ListScreen } from '../../../shared/list/ListScreen';
import { pagedListOptions, useServerList } from '../../../shared/list/useServerList';
import { useVisibleToViewer } from '../../session';
import { useSyncAllApplications } from '../useApplicationActions';
import { applicationColumns } from './applicationColumns';

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
  const { syncing, syncAll } = useSyncAllApplications();
  return (
    <ListScreen
      title="Applications"
      titleOwnLineOnPhone
      actions={
        <>
          {viewer.isErrigalAdmin && (
            <Button variant="contained" component={RouterLink} to="/application/new">
              New Application
            </Button>
          )}
          <Button
            variant="outlined"
            onClick={() => void syncAll()}
            disabled={syncing}
            startIcon={syncing ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
          >
            Sync All Applications
          </Button>
        </>
      }
      list={list}
      table={{
        label: 'Applications',
        columns: applicationColumns,
        rowKey: (application) => application.uuid,
        loadingLabel: 'Loading applications',
        // A failed load or a filter says nothing in the table.
        emptyText: list.loadFailure || anyFilter(list.filters) ? null : 'No applications',
        busy: syncing,
      }}
      failureText="The applications could not be loaded."
      failureShows="banner"
      paginationLabel="Application pages"
      framed
    />
  );
}
