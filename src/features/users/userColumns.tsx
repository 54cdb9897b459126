import Checkbox from '@mui/material/Checkbox';
import type { UserListItem } from '../../api/users.gen';
import type { ListFilter } from '../../shared/list/ListFilterBar';
import type { ListColumn } from '../../shared/list/ListTable';
import { RowLink } from '../../shared/list/RowLink';
import type { UserSelectionControl } from './bulkActions/useUserSelection';
import { ProfileName } from './ProfileName';
import { userFields, type UserField } from './userFields';
import { UserStatusSelect, type UserStatusActions } from './UserStatusSelect';

/** The five filter boxes; each keeps the users whose field contains the text, in any case. */
export const userFilters: readonly ListFilter<UserField>[] = [
  { field: 'username', label: 'Username' },
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'profile', label: 'Profile' },
  { field: 'visibility', label: 'Visibility' },
];

/** The row checkboxes' column: narrow, so that a phone still shows Status. */
const checkboxCell = { width: 36 };

export interface UserColumnsOptions {
  isScoAdmin: boolean;
  actions: UserStatusActions;
  selection: UserSelectionControl;
  /** The users of the page shown (the header checkbox selects them). */
  pageUuids: readonly string[];
}

/**
 * A checkbox, the five fields and Status. Beside Status fit all five on a wide screen, without
 * Name and Email on a small one (SPEC section 2), and on a phone without Visibility as well.
 */
export function userColumns({ isScoAdmin, actions, selection, pageUuids }: UserColumnsOptions): readonly ListColumn<UserListItem, UserField>[] {
  const pageState = selection.pageState(pageUuids);
  return [
    {
      id: 'select',
      header: (
        <Checkbox
          size="small"
          sx={{ p: 0.5 }}
          checked={pageState === 'all' && pageUuids.length > 0}
          indeterminate={pageState === 'some'}
          disabled={pageUuids.length === 0}
          onChange={() => selection.togglePage(pageUuids)}
          slotProps={{ input: { 'aria-label': 'Select the users of this page' } }}
        />
      ),
      padding: 'checkbox',
      sx: checkboxCell,
      cell: (user) => (
        <Checkbox
          size="small"
          sx={{ p: 0.5 }}
          checked={selection.isSelected(user.uuid)}
          onChange={() => selection.toggle(user.uuid, pageUuids)}
          slotProps={{ input: { 'aria-label': `Select ${user.username}` } }}
        />
      ),
    },
    {
      id: 'username',
      header: 'Username',
      sortField: 'username',
      cell: (user) => (
        <RowLink to={`/user/edit/${user.uuid}`}>
          {user.username}
        </RowLink>
      ),
    },
    { id: 'name', header: 'Name', sortField: 'name', cell: userFields.name, hiddenBelow: 'md' },
    { id: 'email', header: 'Email', sortField: 'email', cell: (user) => user.email, hiddenBelow: 'md' },
    {
      id: 'profile',
      header: 'Profile',
      sortField: 'profile',
      cell: (user) => <ProfileName kind="business" profile={user.businessProfile} plain={isScoAdmin} />,
    },
    {
      id: 'visibility',
      header: 'Visibility',
      sortField: 'visibility',
      cell: (user) => <ProfileName kind="visibility" profile={user.visibilityProfile} plain={isScoAdmin} />,
      hiddenBelow: 'sm',
    },
    { id: 'status', header: 'Status', cell: (user) => <UserStatusSelect user={user} actions={actions} /> },
  ];
}
