import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Filters } from '../../shared/list/listHelpers';
import { userFieldLabels, type UserField } from './userFields';

interface UserFiltersProps {
  filters: Filters<UserField>;
  onChange: (field: UserField, value: string) => void;
}

const filterOrder: readonly UserField[] = ['username', 'name', 'email', 'profile', 'visibility'];

/** The five filter boxes; each keeps the users whose field contains the text, in any case. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  return (
    <Box
      role="search"
      aria-label="Filter users"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', mb: 2 }}
    >
      {filterOrder.map((field) => (
        <TextField
          key={field}
          label={userFieldLabels[field]}
          size="small"
          value={filters[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ))}
    </Box>
  );
}
