import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLazyListVisibilityProfilePageQuery } from '../../../api/visibilityProfiles.enhance';
import { useAppSelector } from '../../../app/hooks';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useServerList } from '../../../shared/list/useServerList';
import { selectIsScoAdmin, selectLayoutCode } from '../../session';
import { SyncMenu } from './SyncMenu';
import { useVisibilitySync } from './useVisibilitySync';
import { visibilityProfileColumns, visibilityProfileFilters } from './visibilityProfileColumns';
import { LIST_LOAD_FAILED, visibilityProfileListOptions } from './visibilityProfileFields';

/** /profile/visibility/list: a page of the visibility profiles the admin may see (from the server) and the visibility sync. */
export default function VisibilityProfileListPage() {
  const list = useServerList(useLazyListVisibilityProfilePageQuery, visibilityProfileListOptions);
  const layoutCode = useAppSelector(selectLayoutCode);
  const isScoAdmin = useAppSelector(selectIsScoAdmin);
  const { syncing, sync, failure, dismissFailure } = useVisibilitySync();
  const columns = useMemo(() => visibilityProfileColumns(!isScoAdmin), [isScoAdmin]);
  return (
    <ListScreen
      title="Visibility Profiles"
      actions={
        <>
          <SyncMenu layoutCode={layoutCode} syncing={syncing} onSync={(kind) => void sync(kind)} />
          <Button variant="contained" component={RouterLink} to="/profile/visibility/new" disabled={syncing}>
            New Visibility
          </Button>
        </>
      }
      notices={
        failure && (
          <Alert severity="error" onClose={dismissFailure} sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )
      }
      list={list}
      filters={{ label: 'Filter visibility profiles', filters: visibilityProfileFilters, minBoxWidth: '10rem', disabled: syncing }}
      table={{
        label: 'Visibility profiles',
        columns,
        rowKey: (profile) => profile.uuid,
        loadingLabel: 'Loading visibility profiles',
        emptyText: { unfiltered: 'No visibility profiles', filtered: 'No visibility profiles match these filters' },
      }}
      failureText={LIST_LOAD_FAILED}
      failureShows="banner"
      paginationLabel="Visibility profile list pages"
    />
  );
}
