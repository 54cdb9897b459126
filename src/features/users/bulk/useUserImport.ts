import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useGetStartupConfigQuery } from '../../../api/session.enhance';
import { useApplyUserImportMutation } from '../../../api/users.enhance';
import type { ImportPreview } from '../../../api/users.gen';
import { errorStatus } from '../../../shared/api/apiError';
import { APPLY_FATE_UNKNOWN, APPLY_NOT_WRITTEN, IMPORT_FAILED, IMPORT_SUCCEEDED, fileTooLarge } from './bulkMessages';
import { confirmApply } from './confirmApply';
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
  /** The chosen file is over the server's limit: it is not uploaded, and the state says why. */
  fileTooLarge: boolean;
  /** Uploads the file for its preview: nothing is written until applyImport. */
  importFile: () => void;
  applyImport: () => void;
  cancelImport: () => void;
}

const IDLE: ImportState = { phase: 'idle' };

/** A file the server would refuse for its size, refused before it uploads (a 300 MB file would upload 256 MB first). */
function sizeFailure(file: File | null, limitBytes: number | undefined): ImportFailure | null {
  if (!file || limitBytes === undefined || file.size <= limitBytes) return null;
  const message = fileTooLarge(limitBytes);
  return { toast: message, detail: message, rowErrors: [] };
}

/**
 * The chosen file, its upload for a preview (progress, then what the file would do), and the
 * apply of that preview: the counts or what was wrong, with SPEC's toasts.
 */
export function useUserImport(): UserImport {
  const { enqueueSnackbar } = useSnackbar();
  const [applyPreview] = useApplyUserImportMutation();
  const limitBytes = useGetStartupConfigQuery().data?.importFileLimitBytes;
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>(IDLE);
  const busy = state.phase === 'uploading' || state.phase === 'importing' || state.phase === 'applying';

  const refuse = useCallback(
    (failure: ImportFailure) => {
      setState({ phase: 'failed', failure });
      enqueueSnackbar(failure.toast, { variant: 'error' });
    },
    [enqueueSnackbar],
  );

  // Derived, so that a limit that arrives after the file was chosen still refuses it.
  const sizeRefusal = useMemo(() => sizeFailure(file, limitBytes), [file, limitBytes]);

  const chooseFile = useCallback(
    (next: File | null) => {
      setFile(next);
      setState(IDLE);
      const tooLarge = sizeFailure(next, limitBytes);
      if (tooLarge) enqueueSnackbar(tooLarge.toast, { variant: 'error' });
    },
    [limitBytes, enqueueSnackbar],
  );

  const importFile = useCallback(async () => {
    if (!file || busy || sizeRefusal) return;
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
    refuse(importFailure(reply));
  }, [file, busy, sizeRefusal, refuse]);

  const succeed = useCallback(
    (counts: ImportCounts) => {
      setState({ phase: 'imported', counts });
      enqueueSnackbar(IMPORT_SUCCEEDED, { variant: 'success' });
    },
    [enqueueSnackbar],
  );

  const applyImport = useCallback(async () => {
    if (state.phase !== 'previewed') return;
    setState({ phase: 'applying', preview: state.preview });
    const result = await applyPreview({ body: { previewId: state.preview.previewId } });
    if ('data' in result && result.data) {
      succeed(result.data);
      return;
    }
    const status = errorStatus(result.error);
    const data = result.error && 'data' in result.error ? result.error.data : null;
    if (typeof status === 'number' && status < 500) {
      refuse(importFailure({ status, body: data }));
      return;
    }
    // No answer from the apply itself (the network, a proxy's timeout): the preview tells its fate.
    const fate = await confirmApply(state.preview.previewId);
    if ('unknown' in fate) refuse({ toast: IMPORT_FAILED, detail: APPLY_FATE_UNKNOWN, rowErrors: [] });
    else if (fate.applied === null) refuse({ toast: IMPORT_FAILED, detail: APPLY_NOT_WRITTEN, rowErrors: [] });
    else succeed(fate.applied);
  }, [state, applyPreview, refuse, succeed]);

  return {
    file,
    chooseFile,
    state: sizeRefusal ? { phase: 'failed', failure: sizeRefusal } : state,
    busy,
    fileTooLarge: sizeRefusal !== null,
    importFile: () => void importFile(),
    applyImport: () => void applyImport(),
    cancelImport: () => setState(IDLE),
  };
}
