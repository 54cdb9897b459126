import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { UserListItem } from '../../api/users.gen';
import { ProfileName } from './ProfileName';
import { userFields } from './userFields';
import { UserStatusSelect, type UserStatusActions } from './UserStatusSelect';

export interface UserRowOptions {
  /** Small screens hide Name and Email. */
  compact: boolean;
  isScoAdmin: boolean;
  actions: UserStatusActions;
}

export function UserRow({ user, options }: { user: UserListItem; options: UserRowOptions }) {
  const { compact, isScoAdmin, actions } = options;
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/user/edit/${user.uuid}`}>
          {user.username}
        </Link>
      </TableCell>
      {!compact && <TableCell>{userFields.name(user)}</TableCell>}
      {!compact && <TableCell>{user.email}</TableCell>}
      <TableCell>
        <ProfileName kind="business" profile={user.businessProfile} plain={isScoAdmin} />
      </TableCell>
      <TableCell>
        <ProfileName kind="visibility" profile={user.visibilityProfile} plain={isScoAdmin} />
      </TableCell>
      <TableCell>
        <UserStatusSelect user={user} actions={actions} />
      </TableCell>
    </TableRow>
  );
}
