import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useLazyListAppProfilePageQuery } from '../../../api/appProfiles.enhance';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useServerList } from '../../../shared/list/useServerList';
import { appProfileColumns, appProfileFilters } from './appProfileColumns';
import { appProfileListOptions } from './appProfileFields';
import { useLocalAppProfiles } from './useLocalAppProfiles';

/** /profile/app/list: a page of the application profiles the admin may see, from the server (held in the browser once worked, when short). */
export default function AppProfileListPage() {
  const list = useServerList(useLazyListAppProfilePageQuery, appProfileListOptions, useLocalAppProfiles);
  return (
    <ListScreen
      title="Application Profiles"
      actions={
        <Button variant="contained" component={RouterLink} to="/profile/app/new">
          New App Profile
        </Button>
      }
      list={list}
      filters={{ label: 'Filter application profiles', filters: appProfileFilters, minBoxWidth: '8rem' }}
      table={{
        label: 'Application profiles',
        columns: appProfileColumns,
        rowKey: (profile) => profile.uuid,
        loadingLabel: 'Loading application profiles',
        emptyText: { unfiltered: 'No application profiles', filtered: 'No application profiles match these filters' },
      }}
      failureText="The application profiles could not be loaded."
      paginationLabel="Application profile list pages"
    />
  );
}
