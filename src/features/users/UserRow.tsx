import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UserListItem } from '../../api/users.gen';
import { ProfileName } from './ProfileName';
import { userFields, type UserField } from './userFields';
import { UserStatusSelect, type UserStatusActions } from './UserStatusSelect';

export interface UserRowOptions {
  /** The columns shown: smaller screens leave some out. */
  columns: readonly UserField[];
  isScoAdmin: boolean;
  actions: UserStatusActions;
}

const cellContent: Readonly<Record<UserField, (user: UserListItem, isScoAdmin: boolean) => ReactNode>> = {
  username: (user) => (
    <Link component={RouterLink} to={`/user/edit/${user.uuid}`}>
      {user.username}
    </Link>
  ),
  name: (user) => userFields.name(user),
  email: (user) => user.email,
  profile: (user, isScoAdmin) => <ProfileName kind="business" profile={user.businessProfile} plain={isScoAdmin} />,
  visibility: (user, isScoAdmin) => (
    <ProfileName kind="visibility" profile={user.visibilityProfile} plain={isScoAdmin} />
  ),
};

export function UserRow({ user, options }: { user: UserListItem; options: UserRowOptions }) {
  const { columns, isScoAdmin, actions } = options;
  return (
    <TableRow hover>
      {columns.map((field) => (
        <TableCell key={field}>{cellContent[field](user, isScoAdmin)}</TableCell>
      ))}
      <TableCell>
        <UserStatusSelect user={user} actions={actions} />
      </TableCell>
    </TableRow>
  );
}
