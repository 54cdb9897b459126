import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useApplyUserImportMutation } from '../../../api/users.enhance';
import type { ImportPreview } from '../../../api/users.gen';
import { errorStatus } from '../../../shared/api/apiError';
import { IMPORT_SUCCEEDED } from './bulkMessages';
import { IMPORT_PREVIEW_URL } from './bulkRequests';
import { importFailure, importPreview, type ImportCounts, type ImportFailure } from './importOutcome';
import { uploadUsersFile } from './uploadUsersFile';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; previewId: string }
  | { phase: 'importing'; previewId: string }
  | { phase: 'previewed'; preview: ImportPreview }
  | { phase: 'applying'; preview: ImportPreview }
  | { phase: 'imported'; counts: ImportCounts }
  | { phase: 'failed'; failure: ImportFailure };

export interface UserImport {
  file: File | null;
  chooseFile: (file: File | null) => void;
  state: ImportState;
  busy: boolean;
  /** Uploads the file for its preview: nothing is written until applyImport. */
  importFile: () => void;
  applyImport: () => void;
  cancelImport: () => void;
}

const IDLE: ImportState = { phase: 'idle' };

/**
 * The chosen file, its upload for a preview (progress, then what the file would do), and the
 * apply of that preview: the counts or what was wrong, with SPEC's toasts.
 */
export function useUserImport(): UserImport {
  const { enqueueSnackbar } = useSnackbar();
  const [applyPreview] = useApplyUserImportMutation();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>(IDLE);
  const busy = state.phase === 'uploading' || state.phase === 'importing' || state.phase === 'applying';

  const chooseFile = useCallback((next: File | null) => {
    setFile(next);
    setState(IDLE);
  }, []);

  const importFile = useCallback(async () => {
    if (!file || busy) return;
    // The console names the preview, so it can follow the server's progress while the file uploads.
    const previewId = crypto.randomUUID();
    setState({ phase: 'uploading', percent: 0, previewId });
    const reply = await uploadUsersFile(
      file,
      {
        onProgress: (percent) => setState({ phase: 'uploading', percent, previewId }),
        onSent: () => setState({ phase: 'importing', previewId }),
      },
      `${IMPORT_PREVIEW_URL}?previewId=${previewId}`,
    );
    const preview = importPreview(reply);
    if (preview) {
      setState({ phase: 'previewed', preview });
      return;
    }
    const failure = importFailure(reply);
    setState({ phase: 'failed', failure });
    enqueueSnackbar(failure.toast, { variant: 'error' });
  }, [file, busy, enqueueSnackbar]);

  const applyImport = useCallback(async () => {
    if (state.phase !== 'previewed') return;
    setState({ phase: 'applying', preview: state.preview });
    const result = await applyPreview({ body: { previewId: state.preview.previewId } });
    if ('data' in result && result.data) {
      const counts: ImportCounts = result.data;
      setState({ phase: 'imported', counts });
      enqueueSnackbar(IMPORT_SUCCEEDED, { variant: 'success' });
      return;
    }
    const status = errorStatus(result.error);
    const data = result.error && 'data' in result.error ? result.error.data : null;
    const failure = importFailure({ status: typeof status === 'number' ? status : 0, body: data });
    setState({ phase: 'failed', failure });
    enqueueSnackbar(failure.toast, { variant: 'error' });
  }, [state, applyPreview, enqueueSnackbar]);

  return { file, chooseFile, state, busy, importFile: () => void importFile(), applyImport: () => void applyImport(), cancelImport: () => setState(IDLE) };
}
