import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { EXPORT_FAILED } from './bulkMessages';
import type { ExportScope } from './bulkRequests';
import { downloadExport } from './downloadExport';
import { saveBlob } from './saveBlob';

export interface UserExport {
  scope: ExportScope;
  setScope: (scope: ExportScope) => void;
  exporting: boolean;
  /** Percentage downloaded, null while unknown. */
  percent: number | null;
  exportFile: () => void;
}

/** Downloads the chosen export with the admin's token and saves it; toasts a failure. */
export function useUserExport(): UserExport {
  const { enqueueSnackbar } = useSnackbar();
  const [scope, setScope] = useState<ExportScope>('all');
  const [exporting, setExporting] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  const exportFile = useCallback(async () => {
    setExporting(true);
    setPercent(null);
    try {
      const { blob, filename } = await downloadExport(scope, setPercent);
      saveBlob(blob, filename);
    } catch {
      enqueueSnackbar(EXPORT_FAILED, { variant: 'error' });
    } finally {
      setExporting(false);
    }
  }, [scope, enqueueSnackbar]);

  return { scope, setScope, exporting, percent, exportFile: () => void exportFile() };
}
