import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { VisibleToViewer } from '../../shared/visibleTo/visibleToChoices';
import { selectIsErrigalAdmin, selectIsScoAdmin, selectLayoutCode } from '../session';

/** Who looks at the application screens: ERRIGAL_ADMIN edits, an ADMIN reads and syncs. */
export type ApplicationViewer = VisibleToViewer;

export function useApplicationViewer(): ApplicationViewer {
  const isErrigalAdmin = useAppSelector(selectIsErrigalAdmin);
  const isScoAdmin = useAppSelector(selectIsScoAdmin);
  const layoutCode = useAppSelector(selectLayoutCode);
  return useMemo(() => ({ isErrigalAdmin, isScoAdmin, layoutCode }), [isErrigalAdmin, isScoAdmin, layoutCode]);
}
