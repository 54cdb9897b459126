import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHOOSE_A_FILE } from './bulkMessages';
import { FileChooser } from './FileChooser';
import { ImportOutcomeView } from './ImportOutcomeView';
import { ImportProgress } from './ImportProgress';
import { ApplyProgress } from './ApplyProgress';
import { ImportPreviewView } from './ImportPreviewView';
import type { UserImport } from './useUserImport';

const HINT_ID = 'bulk-import-hint';

/** 'Choose File', the chosen file and 'Import File', then the upload's progress, the preview to apply, and the outcome. */
export function ImportPanel({ file, chooseFile, state, busy, fileTooLarge, importFile, applyImport, cancelImport }: UserImport) {
  return (
    <Paper component="section" aria-labelledby="bulk-import-title" sx={{ p: 2 }}>
      <Typography id="bulk-import-title" variant="h6" component="h2" gutterBottom>
        Import Users
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A CSV file in the export&apos;s format. Users are matched by username. You see what the file will change before anything is written; if any row is wrong, nothing is imported.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FileChooser file={file} onChange={chooseFile} disabled={busy} />
        <Button variant="contained" onClick={importFile} disabled={!file || busy || fileTooLarge} aria-describedby={file || busy ? undefined : HINT_ID}>
          Import File
        </Button>
      </Stack>
      {!file && !busy && <FormHelperText id={HINT_ID}>{CHOOSE_A_FILE}</FormHelperText>}
      <ImportProgress state={state} />
      {(state.phase === 'previewed' || state.phase === 'applying') && (
        <ImportPreviewView preview={state.preview} applying={state.phase === 'applying'} onApply={applyImport} onCancel={cancelImport} />
      )}
      {state.phase === 'following' && <ApplyProgress previewId={state.previewId} users={state.users} />}
      <ImportOutcomeView state={state} />
    </Paper>
  );
}
