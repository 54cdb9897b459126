import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { usersApiEnhanced } from '../../../api/users.enhance';
import { useAppDispatch } from '../../../app/hooks';
import { IMPORT_SUCCEEDED } from './bulkMessages';
import { importCounts, importFailure, type ImportCounts, type ImportFailure } from './importOutcome';
import { uploadUsersFile } from './uploadUsersFile';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'importing' }
  | { phase: 'imported'; counts: ImportCounts }
  | { phase: 'failed'; failure: ImportFailure };

export interface UserImport {
  file: File | null;
  chooseFile: (file: File | null) => void;
  state: ImportState;
  busy: boolean;
  importFile: () => void;
}

const IDLE: ImportState = { phase: 'idle' };

/** The chosen file and its upload: progress, then the counts or what was wrong, with a toast. */
export function useUserImport(): UserImport {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>(IDLE);
  const busy = state.phase === 'uploading' || state.phase === 'importing';

  const chooseFile = useCallback((next: File | null) => {
    setFile(next);
    setState(IDLE);
  }, []);

  const importFile = useCallback(async () => {
    if (!file || busy) return;
    setState({ phase: 'uploading', percent: 0 });
    const reply = await uploadUsersFile(file, {
      onProgress: (percent) => setState({ phase: 'uploading', percent }),
      onSent: () => setState({ phase: 'importing' }),
    });
    const counts = importCounts(reply);
    if (counts) {
      setState({ phase: 'imported', counts });
      enqueueSnackbar(IMPORT_SUCCEEDED, { variant: 'success' });
      dispatch(usersApiEnhanced.util.invalidateTags([{ type: 'UserList', id: 'active' }, { type: 'UserList', id: 'inactive' }, 'User']));
      return;
    }
    const failure = importFailure(reply);
    setState({ phase: 'failed', failure });
    enqueueSnackbar(failure.toast, { variant: 'error' });
  }, [file, busy, dispatch, enqueueSnackbar]);

  return { file, chooseFile, state, busy, importFile: () => void importFile() };
}
