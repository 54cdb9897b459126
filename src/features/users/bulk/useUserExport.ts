import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { EXPORT_FAILED } from './bulkMessages';
import type { ExportFilters, ExportScope } from './bulkRequests';
import { downloadExport } from './downloadExport';
import { saveBlob } from '../../../shared/api/saveBlob';

export interface UserExport {
  scope: ExportScope;
  setScope: (scope: ExportScope) => void;
  exporting: boolean;
  /** Percentage downloaded, null while unknown. */
  percent: number | null;
  /** The user list's filters the export is narrowed by, when `useFilters`. */
  filters: ExportFilters;
  useFilters: boolean;
  setUseFilters: (use: boolean) => void;
  /** Exports the chosen scope, or the one given (the user list exports the list it shows). */
  exportFile: (scope?: ExportScope) => void;
}

/** Downloads the chosen export with the admin's token and saves it; toasts a failure. */
export function useUserExport(filters: ExportFilters = {}, filtered = false): UserExport {
  const { enqueueSnackbar } = useSnackbar();
  const [scope, setScope] = useState<ExportScope>('all');
  const [exporting, setExporting] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [useFilters, setUseFilters] = useState(filtered);

  const exportFile = useCallback(async (chosen: ExportScope) => {
    setExporting(true);
    setPercent(null);
    try {
      const { blob, filename } = await downloadExport(chosen, useFilters ? filters : {}, setPercent);
      saveBlob(blob, filename);
    } catch {
      enqueueSnackbar(EXPORT_FAILED, { variant: 'error' });
    } finally {
      setExporting(false);
    }
  }, [filters, useFilters, enqueueSnackbar]);

  return {
    scope,
    setScope,
    exporting,
    percent,
    filters,
    useFilters,
    setUseFilters,
    exportFile: (chosen = scope) => void exportFile(chosen),
  };
}
