import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { AuthClient } from '../../../api/authClients.gen';
import type { ListColumn } from '../../../shared/list/ListTable';
import type { AuthClientField } from './authClientFields';

/** Name (it opens the edit screen), redirect URL and description; each sorts. */
export const authClientColumns: readonly ListColumn<AuthClient, AuthClientField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (client) => (
      <Link component={RouterLink} to={`/authClient/edit/${client.uuid}`}>
        {client.name}
      </Link>
    ),
  },
  { id: 'allowedRedirectTarget', header: 'Redirect URL', sortField: 'allowedRedirectTarget', cell: (client) => client.allowedRedirectTarget, cellSx: { wordBreak: 'break-all' } },
  { id: 'description', header: 'Description', sortField: 'description', cell: (client) => client.description },
];
