import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import type { ListFilter } from '../../../shared/list/ListFilterBar';
import type { ListColumn } from '../../../shared/list/ListTable';
import { RowLink } from '../../../shared/list/RowLink';
import { appProfileFor, type BusinessProfileFilterField, type BusinessProfileSortField } from './businessProfileFields';

const anyOf = 'Comma-separated, any matches';

export const businessProfileFilters: readonly ListFilter<BusinessProfileFilterField>[] = [
  { field: 'name', label: 'Name', helperText: anyOf },
  { field: 'description', label: 'Description', helperText: anyOf },
  { field: 'appProfiles', label: 'Application Profile', helperText: anyOf },
];

/** Name (it opens the edit screen), description (not on small screens), and per application the chosen app profile or '---'. */
export function businessProfileColumns(applications: readonly { uuid: string; name: string }[]): readonly ListColumn<BusinessProfile, BusinessProfileSortField>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      cell: (profile) => (
        <RowLink to={`/profile/business/edit/${profile.uuid}`}>
          {profile.name}
        </RowLink>
      ),
    },
    { id: 'description', header: 'Description', sortField: 'description', cell: (profile) => profile.description, sx: { display: { xs: 'none', md: 'table-cell' } } },
    ...applications.map(
      (application): ListColumn<BusinessProfile, BusinessProfileSortField> => ({
        id: application.uuid,
        header: application.name,
        cell: (profile) => appProfileFor(profile, application.uuid),
      }),
    ),
  ];
}
