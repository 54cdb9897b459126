import { useListAuthClientsQuery } from '../../../api/authClients.enhance';
import type { AuthClient } from '../../../api/authClients.gen';
import { AuthClientListView } from './AuthClientListView';
import { useAuthClientList } from './useAuthClientList';

const noClients: AuthClient[] = [];

/** /authClient/list (ERRIGAL_ADMIN): every registered OAuth2 client. */
export default function AuthClientListPage() {
  const query = useListAuthClientsQuery();
  const list = useAuthClientList(query.data ?? noClients);
  return (
    <AuthClientListView
      list={list}
      loading={query.isLoading}
      loadFailure={query.isError ? { retry: () => void query.refetch(), retrying: query.isFetching } : null}
    />
  );
}
