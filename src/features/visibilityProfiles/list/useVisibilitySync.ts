import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useSyncAllVisibilityMutation, useSyncVisibilityMutation } from '../../../api/visibilityProfiles.enhance';
import { syncToast, type SyncKind } from '../visibilityProfileMessages';

/**
 * Runs a visibility sync of one kind or all; `syncing` is set during the call (SPEC section 4) and
 * a failure's message stays as `failure` until dismissed.
 */
export function useVisibilitySync() {
  const [syncOne] = useSyncVisibilityMutation();
  const [syncAll] = useSyncAllVisibilityMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [syncing, setSyncing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sync = useCallback(
    async (kind: SyncKind) => {
      setSyncing(true);
      setFailure(null);
      try {
        const result = kind === 'all' ? await syncAll() : await syncOne({ kind });
        const toast = syncToast(kind, result);
        enqueueSnackbar(toast.message, { variant: toast.variant });
        if (toast.variant === 'error') setFailure(toast.message);
      } finally {
        setSyncing(false);
      }
    },
    [syncAll, syncOne, enqueueSnackbar],
  );
  return { syncing, sync, failure, dismissFailure: () => setFailure(null) };
}
