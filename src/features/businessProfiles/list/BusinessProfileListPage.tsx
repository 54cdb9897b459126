import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListApplicationsQuery } from '../../../api/applications.enhance';
import { useLazyListBusinessProfilePageQuery } from '../../../api/businessProfiles.enhance';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useServerList } from '../../../shared/list/useServerList';
import { businessProfileColumns, businessProfileFilters } from './businessProfileColumns';
import { applicationColumns, businessProfileListOptions } from './businessProfileFields';

/** /profile/business/list: a page of the business profiles the admin may see (from the server), and the applications (a column each). */
export default function BusinessProfileListPage() {
  const list = useServerList(useLazyListBusinessProfilePageQuery, businessProfileListOptions);
  const applications = useListApplicationsQuery();
  // Every application, a column each; until they load, those the page's profiles name.
  const named = useMemo(() => applicationColumns(list.pageItems), [list.pageItems]);
  const columns = useMemo(
    () => businessProfileColumns(applications.data ? [...applications.data].sort((a, b) => a.name.localeCompare(b.name)) : named),
    [applications.data, named],
  );
  return (
    <ListScreen
      title="Business Profiles"
      actions={
        <Button variant="contained" component={RouterLink} to="/profile/business/new">
          New Profile
        </Button>
      }
      list={list}
      filters={{ label: 'Filter business profiles', filters: businessProfileFilters, minBoxWidth: '10rem' }}
      table={{
        label: 'Business profiles',
        columns,
        rowKey: (profile) => profile.uuid,
        loadingLabel: 'Loading business profiles',
        emptyText: { unfiltered: 'No business profiles', filtered: 'No business profiles match these filters' },
      }}
      failureText="The business profiles could not be loaded."
      paginationLabel="Business profile list pages"
    />
  );
}
