import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AppProfile } from '../../../api/appProfiles.gen';
import type { AppProfileField } from './appProfileFields';
import { shortList } from './shortList';

/**
 * One profile: its name links to its edit page; roles and parameters show the first of each
 * followed by ' ...' until the toggle expands them. Memoised: a filter keystroke that keeps
 * this profile on the page does not render it again.
 */
export const AppProfileRow = memo(function AppProfileRow({ profile, columns }: { profile: AppProfile; columns: readonly AppProfileField[] }) {
  const [expanded, setExpanded] = useState(false);
  const roles = (profile.roles ?? []).map((role) => role.name);
  const parameters = (profile.elements ?? []).map((element) => element.name);
  const expandable = roles.length > 1 || parameters.length > 1;
  const cells: Readonly<Record<AppProfileField, ReactNode>> = {
    name: (
      <Link component={RouterLink} to={`/profile/app/edit/${profile.uuid}`}>
        {profile.name}
      </Link>
    ),
    description: profile.description,
    application: profile.applicationName ?? profile.application.name,
    roles: shortList(roles, expanded),
    parameters: shortList(parameters, expanded),
  };
  return (
    <TableRow hover>
      {columns.map((field) => (
        <TableCell key={field}>{cells[field]}</TableCell>
      ))}
      <TableCell padding="checkbox">
        {expandable && (
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} roles and parameters of ${profile.name}`}
            onClick={() => setExpanded((current) => !current)}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
});
