import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useLazyListAuthClientPageQuery } from '../../../api/authClients.enhance';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useServerList } from '../../../shared/list/useServerList';
import { authClientColumns } from './authClientColumns';
import { authClientListOptions } from './authClientFields';

/** /authClient/list (ERRIGAL_ADMIN): a page of the registered OAuth2 clients, from the server. */
export default function AuthClientListPage() {
  const list = useServerList(useLazyListAuthClientPageQuery, authClientListOptions);
  return (
    <ListScreen
      title="OAuth2 Clients"
      actions={
        <Button variant="contained" component={RouterLink} to="/authClient/new">
          New Client
        </Button>
      }
      list={list}
      table={{ label: 'OAuth2 clients', columns: authClientColumns, rowKey: (client) => client.uuid, loadingLabel: 'Loading OAuth2 clients', emptyText: 'No OAuth2 clients' }}
      failureText="The OAuth2 clients could not be loaded."
      paginationLabel="OAuth2 client list pages"
    />
  );
}
