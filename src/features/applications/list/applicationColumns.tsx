import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { Application } from '../../../api/applications.enhance';
import type { ListColumn } from '../../../shared/list/ListTable';

export type ApplicationSortField = 'name' | 'roles' | 'elements';

const names = (members: readonly { name: string }[]) => members.map((m) => m.name).join(', ') || '---';

/** Name (it opens the edit screen), roles and elements; each sorts. */
export const applicationColumns: readonly ListColumn<Application, ApplicationSortField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (application) => (
      <Link component={RouterLink} to={`/application/edit/${application.uuid}`}>
        {application.name}
      </Link>
    ),
  },
  { id: 'roles', header: 'Roles', sortField: 'roles', cell: (application) => names(application.roles) },
  { id: 'elements', header: 'Elements', sortField: 'elements', cell: (application) => names(application.elements) },
];
