import { useListAuthClientsQuery } from '../../../api/authClients.enhance';
import { useQueryList } from '../../../shared/list/useQueryList';
import { authClientListOptions } from './authClientFields';
import { AuthClientListView } from './AuthClientListView';

/** /authClient/list (ERRIGAL_ADMIN): every registered OAuth2 client. */
export default function AuthClientListPage() {
  const list = useQueryList(useListAuthClientsQuery(), authClientListOptions);
  return <AuthClientListView list={list} loading={list.loading} loadFailure={list.loadFailure} />;
}
