import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

interface AppProfileEditActionsProps {
  isNew: boolean;
  saving: boolean;
  /** The form is invalid: Save waits until it is filled correctly (SPEC section 5). */
  invalid: boolean;
  onDelete: () => void;
}

/** Create Profile or Update Profile, and Delete Profile (disabled for a new profile). */
export function AppProfileEditActions({ isNew, saving, invalid, onDelete }: AppProfileEditActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
      <Button color="error" variant="outlined" onClick={onDelete} disabled={isNew || saving}>
        Delete Profile
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={saving || invalid}
        startIcon={saving ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
      >
        {isNew ? 'Create Profile' : 'Update Profile'}
      </Button>
    </Stack>
  );
}
