import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Filters } from '../../../shared/list/listHelpers';
import { appProfileFieldLabels, type AppProfileField } from './appProfileFields';

interface AppProfileFiltersProps {
  filters: Filters<AppProfileField>;
  onChange: (field: AppProfileField, value: string) => void;
}

const filterOrder: readonly AppProfileField[] = ['name', 'description', 'application', 'roles', 'parameters'];

/** Name, description, application, role and parameter: each keeps the profiles whose text contains it, in any case. */
export function AppProfileFilters({ filters, onChange }: AppProfileFiltersProps) {
  return (
    <Box
      role="search"
      aria-label="Filter application profiles"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', mb: 2 }}
    >
      {filterOrder.map((field) => (
        <TextField
          key={field}
          label={field === 'roles' ? 'Role' : field === 'parameters' ? 'Parameter' : appProfileFieldLabels[field]}
          size="small"
          value={filters[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ))}
    </Box>
  );
}
