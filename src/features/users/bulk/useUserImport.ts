import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetStartupConfigQuery } from '../../../api/session.enhance';
import { useApplyUserImportMutation } from '../../../api/users.enhance';
import type { ImportPreview } from '../../../api/users.gen';
import { errorStatus } from '../../../shared/api/apiError';
import { APPLY_FATE_UNKNOWN, APPLY_NOT_WRITTEN, IMPORT_FAILED, IMPORT_SUCCEEDED, fileTooLarge } from './bulkMessages';
import { confirmApply } from './confirmApply';
import { forgetApplying, rememberApplying, rememberedApplying } from './applyingImport';
import { IMPORT_PREVIEW_URL } from './bulkRequests';
import { importFailure, importPreview, usersToWrite, type ImportCounts, type ImportFailure } from './importOutcome';
import { uploadUsersFile } from './uploadUsersFile';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; previewId: string }
  | { phase: 'importing'; previewId: string }
  | { phase: 'previewed'; preview: ImportPreview }
  | { phase: 'applying'; preview: ImportPreview }
  /** An apply this tab sent before the screen was left (or reloaded), followed by its preview. */
  | { phase: 'following'; previewId: string; users: number }
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
  const busy = state.phase === 'uploading' || state.phase === 'importing' || state.phase === 'applying' || state.phase === 'following';

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

  /** The end of an apply: shown here, and toasted by the first screen of this tab to learn it. */
  const end = useCallback(
    (previewId: string, outcome: { counts: ImportCounts } | { failure: ImportFailure }) => {
      const toast = forgetApplying(previewId);
      if ('counts' in outcome) {
        setState({ phase: 'imported', counts: outcome.counts });
        if (toast) enqueueSnackbar(IMPORT_SUCCEEDED, { variant: 'success' });
      } else if (toast) refuse(outcome.failure);
      else setState({ phase: 'failed', failure: outcome.failure });
    },
    [enqueueSnackbar, refuse],
  );

  /**
   * Follows an apply whose own answer this screen does not have (lost on the way, or sent before
   * the screen was left and opened again) to its end, by asking its preview.
   */
  const follow = useCallback(
    async (previewId: string, answerLost: boolean) => {
      const fate = await confirmApply(previewId);
      const failure = (detail: string) => ({ failure: { toast: IMPORT_FAILED, detail, rowErrors: [] } });
      if ('applied' in fate) {
        end(previewId, fate.applied ? { counts: fate.applied } : failure(APPLY_NOT_WRITTEN));
      } else if ('gone' in fate && !answerLost) {
        // Expired, or another admin's since a logout in this tab: nothing of this admin's to follow.
        forgetApplying(previewId);
        setState(IDLE);
      } else {
        end(previewId, failure(APPLY_FATE_UNKNOWN));
      }
    },
    [end],
  );

  // An apply this tab started and has not heard the end of: the screen was left, or reloaded.
  useEffect(() => {
    const applying = rememberedApplying();
    if (!applying) return;
    setState({ phase: 'following', ...applying });
    void follow(applying.previewId, false);
  }, [follow]);

  const applyImport = useCallback(async () => {
    if (state.phase !== 'previewed') return;
    const { previewId, totals } = state.preview;
    rememberApplying({ previewId, users: usersToWrite(totals) });
    setState({ phase: 'applying', preview: state.preview });
    const result = await applyPreview({ body: { previewId } });
    if ('data' in result && result.data) {
      end(previewId, { counts: result.data });
      return;
    }
    const status = errorStatus(result.error);
    const data = result.error && 'data' in result.error ? result.error.data : null;
    if (typeof status === 'number' && status < 500) end(previewId, { failure: importFailure({ status, body: data }) });
    // No answer from the apply itself (the network, a proxy's timeout): its preview tells its fate.
    else await follow(previewId, true);
  }, [state, applyPreview, end, follow]);

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
