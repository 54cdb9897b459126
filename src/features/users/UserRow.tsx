import Link from '@mui/material/Link';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UserListItem } from '../../api/users.gen';
import { ProfileName } from './ProfileName';
import { userFields, type UserField } from './userFields';
import { UserStatusSelect, type UserStatusActions } from './UserStatusSelect';

/** The row checkboxes' column: narrow, so that a phone still shows Status. */
export const checkboxCell = { width: 36 };

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

interface UserRowProps {
  user: UserListItem;
  options: UserRowOptions;
  selected: boolean;
  onSelect: () => void;
}

export function UserRow({ user, options, selected, onSelect }: UserRowProps) {
  const { columns, isScoAdmin, actions } = options;
  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox" sx={checkboxCell}>
        <Checkbox size="small" sx={{ p: 0.5 }} checked={selected} onChange={onSelect} slotProps={{ input: { 'aria-label': `Select ${user.username}` } }} />
      </TableCell>
      {columns.map((field) => (
        <TableCell key={field}>{cellContent[field](user, isScoAdmin)}</TableCell>
      ))}
      <TableCell>
        <UserStatusSelect user={user} actions={actions} />
      </TableCell>
    </TableRow>
  );
}
