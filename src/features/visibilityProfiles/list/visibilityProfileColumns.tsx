import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import type { ListFilter } from '../../../shared/list/ListFilterBar';
import type { ListColumn } from '../../../shared/list/ListTable';
import { RowLink } from '../../../shared/list/RowLink';
import type { VisibilityProfileField } from './visibilityProfileFields';

export const visibilityProfileFilters: readonly ListFilter<VisibilityProfileField>[] = [
  { field: 'name', label: 'Name' },
  { field: 'description', label: 'Description' },
];

/**
 * Name (a link to the edit screen, or plain text for an SCO admin: SPEC section 6), description
 * and primary visibility (not on small screens).
 */
export function visibilityProfileColumns(linkNames: boolean): readonly ListColumn<VisibilityProfile, VisibilityProfileField>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      cell: (profile) =>
        linkNames ? (
          <RowLink to={`/profile/visibility/edit/${profile.uuid}`}>
            {profile.name}
          </RowLink>
        ) : (
          profile.name
        ),
    },
    { id: 'description', header: 'Description', sortField: 'description', cell: (profile) => profile.description },
    {
      id: 'primaryVisibility',
      header: 'Primary Visibility',
      cell: (profile) => profile.primaryVisibility?.name ?? '---',
      sx: { display: { xs: 'none', md: 'table-cell' } },
    },
  ];
}
