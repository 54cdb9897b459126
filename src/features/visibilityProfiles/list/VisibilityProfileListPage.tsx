import { useState } from 'react';
import { useListVisibilityProfilesQuery } from '../../../api/visibilityProfiles.enhance';
import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import { useAppSelector } from '../../../app/hooks';
import { selectIsScoAdmin, selectLayoutCode } from '../../session';
import { useVisibilityProfileList } from './useVisibilityProfileList';
import { useVisibilitySync } from './useVisibilitySync';
import { VisibilityProfileListView } from './VisibilityProfileListView';

const noProfiles: VisibilityProfile[] = [];

/** /profile/visibility/list: the visibility profiles the admin may see and the visibility sync. */
export default function VisibilityProfileListPage() {
  const query = useListVisibilityProfilesQuery();
  const list = useVisibilityProfileList(query.data ?? noProfiles);
  const layoutCode = useAppSelector(selectLayoutCode);
  const isScoAdmin = useAppSelector(selectIsScoAdmin);
  const { syncing, sync, failure, dismissFailure } = useVisibilitySync();
  // The failure that was dismissed (by its request), so a later failure shows again.
  const [dismissed, setDismissed] = useState<string | undefined>();
  const failedRequest = query.isError ? query.requestId : undefined;
  return (
    <VisibilityProfileListView
      list={list}
      loading={query.isLoading}
      loadFailure={
        failedRequest && failedRequest !== dismissed
          ? { retry: () => void query.refetch(), retrying: query.isFetching, dismiss: () => setDismissed(failedRequest) }
          : null
      }
      layoutCode={layoutCode}
      linkNames={!isScoAdmin}
      sync={{ syncing, onSync: (kind) => void sync(kind), failure, dismissFailure }}
    />
  );
}
