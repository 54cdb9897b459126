import { useLazyListVisibilityProfilePageQuery } from '../../../api/visibilityProfiles.enhance';
import { useAppSelector } from '../../../app/hooks';
import { selectIsScoAdmin, selectLayoutCode } from '../../session';
import { useServerList } from '../../../shared/list/useServerList';
import { visibilityProfileListOptions } from './visibilityProfileFields';
import { useVisibilitySync } from './useVisibilitySync';
import { VisibilityProfileListView } from './VisibilityProfileListView';

/** /profile/visibility/list: a page of the visibility profiles the admin may see (from the server) and the visibility sync. */
export default function VisibilityProfileListPage() {
  const list = useServerList(useLazyListVisibilityProfilePageQuery, visibilityProfileListOptions);
  const layoutCode = useAppSelector(selectLayoutCode);
  const isScoAdmin = useAppSelector(selectIsScoAdmin);
  const { syncing, sync, failure, dismissFailure } = useVisibilitySync();
  return (
    <VisibilityProfileListView
      list={list}
      loading={list.loading}
      loadFailure={list.loadFailure}
      layoutCode={layoutCode}
      linkNames={!isScoAdmin}
      sync={{
        syncing,
        onSync: (kind) => void sync(kind),
        failure,
        dismissFailure,
      }}
    />
  );
}
