import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { VisibleToViewer } from '../../shared/visibleTo/visibleToChoices';
import { selectIsErrigalAdmin, selectIsScoAdmin, selectLayoutCode } from './sessionSlice';

/** Who edits a record with a Visible To: decides the level choices, the company select and profile links. */
export function useVisibleToViewer(): VisibleToViewer {
  const isScoAdmin = useAppSelector(selectIsScoAdmin);
  const isErrigalAdmin = useAppSelector(selectIsErrigalAdmin);
  const layoutCode = useAppSelector(selectLayoutCode);
  return useMemo(() => ({ isScoAdmin, isErrigalAdmin, layoutCode }), [isScoAdmin, isErrigalAdmin, layoutCode]);
}
