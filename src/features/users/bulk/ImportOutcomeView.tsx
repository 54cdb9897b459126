import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { IMPORT_FAILED, importedCounts } from './bulkMessages';
import { ImportErrorsTable } from './ImportErrorsTable';
import type { ImportState } from './useUserImport';

/** The import's result: how many users were created and updated, or what was wrong with the file. */
export function ImportOutcomeView({ state }: { state: ImportState }) {
  if (state.phase === 'imported') {
    const { created, updated } = state.counts;
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {importedCounts(created, updated)}
      </Alert>
    );
  }
  if (state.phase !== 'failed') return null;
  const { detail, rowErrors } = state.failure;
  return (
    <Box sx={{ mt: 2 }}>
      {/* A refusal with rows comes with the server's words on what to do (preview again, correct the file). */}
      <Alert severity="error">{detail ?? IMPORT_FAILED}</Alert>
      {rowErrors.length > 0 && <ImportErrorsTable errors={rowErrors} />}
    </Box>
  );
}
