import type { AuthClient } from '../../../api/authClients.gen';
import type { ListColumn } from '../../../shared/list/ListTable';
import { RowLink } from '../../../shared/list/RowLink';
import type { AuthClientField } from './authClientFields';

/** Name (it opens the edit screen), redirect URL and description; each sorts. */
export const authClientColumns: readonly ListColumn<AuthClient, AuthClientField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (client) => (
      <RowLink to={`/authClient/edit/${client.uuid}`}>
        {client.name}
      </RowLink>
    ),
  },
  { id: 'allowedRedirectTarget', header: 'Redirect URL', sortField: 'allowedRedirectTarget', cell: (client) => client.allowedRedirectTarget, cellSx: { wordBreak: 'break-all' } },
  { id: 'description', header: 'Description', sortField: 'description', cell: (client) => client.description },
];
