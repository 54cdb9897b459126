import { useLazyListAuthClientPageQuery } from '../../../api/authClients.enhance';
import { useServerList } from '../../../shared/list/useServerList';
import { authClientListOptions } from './authClientFields';
import { AuthClientListView } from './AuthClientListView';

/** /authClient/list (ERRIGAL_ADMIN): a page of the registered OAuth2 clients, from the server. */
export default function AuthClientListPage() {
  const list = useServerList(useLazyListAuthClientPageQuery, authClientListOptions);
  return <AuthClientListView list={list} loading={list.loading} loadFailure={list.loadFailure} />;
}
