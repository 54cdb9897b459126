import Box from '@mui/material/Box';
import type { AuditChange } from '../../api/audit.gen';
import { changeText } from './auditText';

/** An entry's diff, one line a field, readable at a glance. */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((change, i) => (
        <li key={`${change.field}-${i}`}>{changeText(change)}</li>
      ))}
    </Box>
  );
}
