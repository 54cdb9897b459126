import { NavLink } from 'react-router';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { selectIsAdmin, selectIsErrigalAdmin } from '../../features/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { navbarToggled, selectNavbarShrunk } from '../uiSlice';
import { navEntriesFor } from './navEntries';

const EXPANDED_WIDTH = 220;
const SHRUNK_WIDTH = 56;

/** The collapsible side navigation; shrunk, it shows icons with their names as tooltips. */
export default function SideNav() {
  const dispatch = useAppDispatch();
  const shrunk = useAppSelector(selectNavbarShrunk);
  const isAdmin = useAppSelector(selectIsAdmin);
  const isErrigalAdmin = useAppSelector(selectIsErrigalAdmin);
  const entries = navEntriesFor({ isAdmin, isErrigalAdmin });

  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{
        width: shrunk ? SHRUNK_WIDTH : EXPANDED_WIDTH,
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: 'width 200ms',
        overflowX: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: shrunk ? 'center' : 'flex-end', p: 0.5 }}>
        <IconButton
          aria-label={shrunk ? 'Expand menu' : 'Collapse menu'}
          aria-expanded={!shrunk}
          onClick={() => dispatch(navbarToggled())}
        >
          {shrunk ? <MenuIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
      <List>
        {entries.map(({ label, path, Icon }) => (
          <Tooltip key={path} title={shrunk ? label : ''} placement="right">
            <ListItemButton
              component={NavLink}
              to={path}
              aria-label={label}
              sx={{ '&.active': { bgcolor: 'action.selected' }, px: shrunk ? 2 : 2.5 }}
            >
              <ListItemIcon sx={{ minWidth: shrunk ? 0 : 40 }}>
                <Icon />
              </ListItemIcon>
              {!shrunk && <ListItemText primary={label} />}
            </ListItemButton>
          </Tooltip>
        ))}
      </List>
    </Box>
  );
}
