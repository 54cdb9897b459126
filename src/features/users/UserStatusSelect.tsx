import Select from '@mui/material/Select';
import Tooltip from '@mui/material/Tooltip';
import type { UserListItem } from '../../api/users.gen';

const NO_PROFILE_TOOLTIP = 'This user has no profile assigned';

export interface UserStatusActions {
  /** Users whose status change is still running. */
  pending: ReadonlySet<string>;
  changeStatus: (user: UserListItem, active: boolean) => void;
}

interface UserStatusSelectProps {
  user: UserListItem;
  actions: UserStatusActions;
}

/** A row's Active/Inactive dropdown; without a business profile it is disabled and says why. */
export function UserStatusSelect({ user, actions }: UserStatusSelectProps) {
  const hasProfile = Boolean(user.businessProfile);
  const select = (
    <Select
      native
      size="small"
      value={user.active ? 'active' : 'inactive'}
      disabled={!hasProfile || actions.pending.has(user.uuid)}
      onChange={(event) => actions.changeStatus(user, event.target.value === 'active')}
      inputProps={{ 'aria-label': `Status of ${user.username}` }}
      // A row no taller than its text, so that a page of 10 users fits a 768-pixel window; never
      // squeezed below its text by a narrow table.
      sx={{ minWidth: 'max-content', '& select': { py: 0.5 } }}
    >
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </Select>
  );
  if (hasProfile) return select;
  return (
    <Tooltip title={NO_PROFILE_TOOLTIP}>
      <span tabIndex={0}>{select}</span>
    </Tooltip>
  );
}
