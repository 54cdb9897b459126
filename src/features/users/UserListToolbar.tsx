import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface PullUserInfo {
  pulling: boolean;
  pull: () => void;
}

/** The page title and its buttons: New User, Bulk Management and Pull User Info. */
export function UserListToolbar({ pulling, pull }: PullUserInfo) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        Users
      </Typography>
      <Button variant="contained" component={RouterLink} to="/user/new">
        New User
      </Button>
      <Button variant="outlined" component={RouterLink} to="/user/bulk">
        Bulk Management
      </Button>
      <Button variant="outlined" onClick={pull} disabled={pulling}>
        {pulling ? 'Pulling...' : 'Pull User Info'}
      </Button>
    </Stack>
  );
}
