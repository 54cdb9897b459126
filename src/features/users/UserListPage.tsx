import { useState } from 'react';
import { useListActiveUsersQuery, useListInactiveUsersQuery } from '../../api/users.enhance';
import { useAppSelector } from '../../app/hooks';
import { selectIsScoAdmin } from '../session';
import { useChangeUserStatus } from './useChangeUserStatus';
import { usePullUserInfo } from './usePullUserInfo';
import { listLoadFailedMessage } from './userListMessages';
import { UserListView } from './UserListView';
import type { UserListStatus } from './UserStatusToggle';
import { useUserList } from './useUserList';

/** /user/list: loads the active or inactive users and saves status changes. */
export default function UserListPage() {
  const [status, setStatus] = useState<UserListStatus>('active');
  const active = useListActiveUsersQuery(undefined, {
    skip: status !== 'active',
  });
  const inactive = useListInactiveUsersQuery(undefined, {
    skip: status !== 'inactive',
  });
  const shown = status === 'active' ? active : inactive;
  const list = useUserList(shown);
  const isScoAdmin = useAppSelector(selectIsScoAdmin);
  const pull = usePullUserInfo();
  const actions = useChangeUserStatus();

  const showStatus = (next: UserListStatus) => {
    setStatus(next);
    list.setPage(1);
  };

  return (
    <UserListView
      status={status}
      onStatusChange={showStatus}
      list={list}
      loading={list.loading}
      loadFailure={
        list.loadFailure && {
          ...list.loadFailure,
          message: listLoadFailedMessage(status, shown.error),
        }
      }
      isScoAdmin={isScoAdmin}
      pull={pull}
      actions={actions}
    />
  );
}
