import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Filters } from './listHelpers';

/** One filter of a list, declared as data: a text box (the default), a day, or a choice. */
export type ListFilter<Field extends string> = {
  field: Field;
  label: string;
  helperText?: string;
} & ({ kind?: 'text' | 'date' } | { kind: 'select'; /** Value to words; '' is "Any". */ options: Readonly<Record<string, string>> });

export interface ListFilterBarProps<Field extends string> {
  /** Names the search region ("Filter users"). */
  label: string;
  filters: readonly ListFilter<Field>[];
  values: Filters<Field>;
  onChange: (field: Field, value: string) => void;
  /** The narrowest a box gets before the boxes wrap. */
  minBoxWidth: string;
  /** The widest the bar gets (default: the screen's width). */
  maxWidth?: string;
  disabled?: boolean;
}

/** The filter boxes of a list, in a grid that wraps on narrow screens. */
export function ListFilterBar<Field extends string>({ label, filters, values, onChange, minBoxWidth, maxWidth, disabled }: ListFilterBarProps<Field>) {
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: `repeat(auto-fit, minmax(${minBoxWidth}, 1fr))`, mb: 2, maxWidth }}
    >
      {filters.map((filter) => (
        <TextField
          key={filter.field}
          label={filter.label}
          helperText={filter.helperText}
          size="small"
          type={filter.kind === 'date' ? 'date' : undefined}
          select={filter.kind === 'select'}
          value={values[filter.field]}
          disabled={disabled}
          onChange={(event) => onChange(filter.field, event.target.value)}
          slotProps={filter.kind === 'date' ? { inputLabel: { shrink: true } } : undefined}
        >
          {filter.kind === 'select' && [
            <MenuItem key="" value="">
              Any
            </MenuItem>,
            ...Object.entries(filter.options).map(([value, text]) => (
              <MenuItem key={value} value={value}>
                {text}
              </MenuItem>
            )),
          ]}
        </TextField>
      ))}
    </Box>
  );
}
