import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface PullUserInfo {
  pulling: boolean;
  pull: () => void;
}

/** Export of the list shown (its status and filters). */
export interface ListExport {
  exporting: boolean;
  exportShown: () => void;
}

/** The page title and its buttons: New User, Bulk Management, Pull User Info and Export. */
export function UserListToolbar({ pulling, pull, listExport }: PullUserInfo & { listExport: ListExport }) {
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {/* On a phone the title has its own line and the buttons wrap below it. */}
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' } }}>
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
      <Button variant="outlined" onClick={listExport.exportShown} disabled={listExport.exporting}>
        {listExport.exporting ? 'Exporting...' : 'Export'}
      </Button>
    </Stack>
  );
}
