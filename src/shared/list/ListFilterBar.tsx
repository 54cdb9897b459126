import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, type ReactNode } from 'react';
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
        <FilterBox key={filter.field} filter={filter} value={values[filter.field]} onChange={onChange} disabled={disabled} />
      ))}
    </Box>
  );
}

interface FilterBoxProps<Field extends string> {
  filter: ListFilter<Field>;
  value: string;
  onChange: (field: Field, value: string) => void;
  disabled?: boolean;
}

/** Memoised: a keystroke renders its own box again, not the others (the list's setFilter is stable). */
const FilterBox = memo(function FilterBox<Field extends string>({ filter, value, onChange, disabled }: FilterBoxProps<Field>) {
  return (
    <TextField
      label={filter.label}
      helperText={filter.helperText}
      size="small"
      type={filter.kind === 'date' ? 'date' : undefined}
      select={filter.kind === 'select'}
      value={value}
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
  );
}) as <Field extends string>(props: FilterBoxProps<Field>) => ReactNode;
