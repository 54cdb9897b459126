import { useAppSelector } from '../../app/hooks';
import { selectIsScoAdmin } from '../session';
import { useChangeUserStatus } from './useChangeUserStatus';
import { usePullUserInfo } from './usePullUserInfo';
import { listLoadFailedMessage } from './userListMessages';
import { STATUS_PARAM, userListStatus } from './userListState';
import { UserListView } from './UserListView';
import { useUserList } from './useUserList';
import { useUserExport } from './bulk/useUserExport';
import { UserBulkActions } from './bulkActions/UserBulkActions';
import { useUserSelection } from './bulkActions/useUserSelection';

/** /user/list: a page of the active or inactive users, and status changes. */
export default function UserListPage() {
  const list = useUserList();
  const status = userListStatus(list.url.other(STATUS_PARAM));
  const isScoAdmin = useAppSelector(selectIsScoAdmin);
  const pull = usePullUserInfo();
  const actions = useChangeUserStatus();
  const shownExport = useUserExport(list.filters, true);
  const selection = useUserSelection(JSON.stringify([status, list.filters]), list.filteredCount);
  const pageSelected = list.pageItems.length > 0 && selection.pageState(list.pageItems.map((user) => user.uuid)) === 'all';

  return (
    <UserListView
      status={status}
      onStatusChange={(next) => list.url.setOther(STATUS_PARAM, next)}
      list={list}
      failureText={listLoadFailedMessage(status, list.error)}
      isScoAdmin={isScoAdmin}
      pull={pull}
      listExport={{ exporting: shownExport.exporting, exportShown: () => shownExport.exportFile(status) }}
      actions={actions}
      selection={selection}
      bulkActions={<UserBulkActions selection={selection} status={status} filters={list.filters} total={list.filteredCount} pageSelected={pageSelected} />}
    />
  );
}
