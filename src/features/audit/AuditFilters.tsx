import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Filters } from '../../shared/list/listHelpers';
import type { AuditFilterField } from './auditListState';
import { actionLabels, recordTypeLabels } from './auditText';

interface AuditFiltersProps {
  filters: Filters<AuditFilterField>;
  onChange: (field: AuditFilterField, value: string) => void;
}

function Choice({ label, value, options, onChange }: { label: string; value: string; options: Record<string, string>; onChange: (value: string) => void }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">Any</MenuItem>
      {Object.entries(options).map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Who, what kind of record, which action, text, and the days from and to. */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const text = (field: AuditFilterField, label: string, type = 'text') => (
    <TextField
      label={label}
      size="small"
      type={type}
      value={filters[field]}
      onChange={(event) => onChange(field, event.target.value)}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  return (
    <Box role="search" aria-label="Filter audit entries" sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', mb: 2 }}>
      {text('actor', 'Who')}
      <Choice label="Record type" value={filters.recordType} options={recordTypeLabels} onChange={(value) => onChange('recordType', value)} />
      <Choice label="Action" value={filters.action} options={actionLabels} onChange={(value) => onChange('action', value)} />
      {text('text', 'Text')}
      {text('from', 'From', 'date')}
      {text('to', 'To', 'date')}
    </Box>
  );
}
