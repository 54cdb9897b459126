import Button from '@mui/material/Button';
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

/** The buttons beside the title: New User, Bulk Management, Pull User Info and Export. */
export function UserListToolbar({ pulling, pull, listExport }: PullUserInfo & { listExport: ListExport }) {
  return (
    <>
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
    </>
  );
}
