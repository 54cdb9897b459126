import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type UserListStatus = 'active' | 'inactive';

interface UserStatusToggleProps {
  value: UserListStatus;
  onChange: (status: UserListStatus) => void;
}

/** Active or Inactive users; one is always chosen. */
export function UserStatusToggle({ value, onChange }: UserStatusToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label="Show users"
      value={value}
      onChange={(_event, next: UserListStatus | null) => next && onChange(next)}
      sx={{ mb: 2 }}
    >
      <ToggleButton value="active">Active</ToggleButton>
      <ToggleButton value="inactive">Inactive</ToggleButton>
    </ToggleButtonGroup>
  );
}
