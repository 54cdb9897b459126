import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '@mui/utils';
import type { AppProfile } from '../../../api/appProfiles.gen';
import type { ListFilter } from '../../../shared/list/ListFilterBar';
import type { ListColumn } from '../../../shared/list/ListTable';
import { RowLink } from '../../../shared/list/RowLink';
import type { AppProfileField } from './appProfileFields';
import { shortList } from './shortList';

/** Name, description, application, role and parameter: each keeps the profiles whose text contains it, in any case. */
export const appProfileFilters: readonly ListFilter<AppProfileField>[] = [
  { field: 'name', label: 'Name' },
  { field: 'description', label: 'Description' },
  { field: 'application', label: 'Application' },
  { field: 'roles', label: 'Role' },
  { field: 'parameters', label: 'Parameter' },
];

const roleNames = (profile: AppProfile) => (profile.roles ?? []).map((role) => role.name);
const parameterNames = (profile: AppProfile) => (profile.elements ?? []).map((element) => element.name);

/**
 * All five columns on a wide screen, without Description on a small one, name and roles on a
 * phone. Roles and parameters show the first of each followed by ' ...' until the row's toggle
 * expands them.
 */
export const appProfileColumns: readonly ListColumn<AppProfile, AppProfileField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (profile) => (
      <RowLink to={`/profile/app/edit/${profile.uuid}`}>
        {profile.name}
      </RowLink>
    ),
  },
  { id: 'description', header: 'Description', sortField: 'description', cell: (profile) => profile.description, hiddenBelow: 'md' },
  { id: 'application', header: 'Application', sortField: 'application', cell: (profile) => profile.applicationName ?? profile.application.name, hiddenBelow: 'sm' },
  { id: 'roles', header: 'Roles', sortField: 'roles', cell: (profile, row) => shortList(roleNames(profile), row.expanded) },
  { id: 'parameters', header: 'Parameters', sortField: 'parameters', cell: (profile, row) => shortList(parameterNames(profile), row.expanded), hiddenBelow: 'sm' },
  {
    id: 'expand',
    header: <span style={visuallyHidden}>Expand</span>,
    padding: 'checkbox',
    cell: (profile, { expanded, toggleExpanded }) =>
      (roleNames(profile).length > 1 || parameterNames(profile).length > 1) && (
        <IconButton
          size="small"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} roles and parameters of ${profile.name}`}
          onClick={toggleExpanded}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      ),
  },
];
