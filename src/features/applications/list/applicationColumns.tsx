import type { Application } from '../../../api/applications.enhance';
import type { ListColumn } from '../../../shared/list/ListTable';
import { RowLink } from '../../../shared/list/RowLink';

export type ApplicationSortField = 'name' | 'roles' | 'elements';

const names = (members: readonly { name: string }[]) => members.map((m) => m.name).join(', ') || '---';

/** Name (it opens the edit screen), roles and elements; each sorts. */
export const applicationColumns: readonly ListColumn<Application, ApplicationSortField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (application) => (
      <RowLink to={`/application/edit/${application.uuid}`}>
        {application.name}
      </RowLink>
    ),
  },
  { id: 'roles', header: 'Roles', sortField: 'roles', cell: (application) => names(application.roles) },
  { id: 'elements', header: 'Elements', sortField: 'elements', cell: (application) => names(application.elements) },
];
