import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

interface UserEditActionsProps {
  isNew: boolean;
  saving: boolean;
  onClone: () => void;
  onSendPasswordReset: () => void;
  sendingPasswordReset: boolean;
}

/** Clone User and Send Password Reset Email (saved users only), then Create or Update User. */
export function UserEditActions({
  isNew,
  saving,
  onClone,
  onSendPasswordReset,
  sendingPasswordReset,
}: UserEditActionsProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', mt: 3 }}
    >
      {!isNew && (
        <>
          <Button variant="outlined" onClick={onClone}>
            Clone User
          </Button>
          <Button variant="outlined" onClick={onSendPasswordReset} disabled={sendingPasswordReset}>
            Send Password Reset Email
          </Button>
        </>
      )}
      {saving && <CircularProgress size={24} aria-label="Saving user" />}
      <Button type="submit" variant="contained" aria-busy={saving}>
        {isNew ? 'Create User' : 'Update User'}
      </Button>
    </Stack>
  );
}
