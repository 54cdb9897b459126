import { NavLink } from 'react-router';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { selectIsAdmin, selectIsErrigalAdmin } from '../../features/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { navbarToggled, phoneMenuSet, selectNavbarShrunk, selectPhoneMenuOpen } from '../uiSlice';
import { navEntriesFor } from './navEntries';
import { usePhoneLayout } from './usePhoneLayout';

const EXPANDED_WIDTH = 220;
const SHRUNK_WIDTH = 56;

/** The menu entries of the user's role; shrunk, icons with their names as tooltips. */
function NavList({ shrunk, onNavigate }: { shrunk: boolean; onNavigate?: () => void }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const isErrigalAdmin = useAppSelector(selectIsErrigalAdmin);
  return (
    <List>
      {navEntriesFor({ isAdmin, isErrigalAdmin }).map(({ label, path, Icon }) => (
        // Each link in its own list item: a list may hold only items (WCAG 1.3.1).
        <ListItem key={path} disablePadding>
          <Tooltip title={shrunk ? label : ''} placement="right">
            <ListItemButton
              component={NavLink}
              to={path}
              aria-label={label}
              onClick={onNavigate}
              sx={{ '&.active': { bgcolor: 'action.selected' }, px: shrunk ? 2 : 2.5 }}
            >
              <ListItemIcon sx={{ minWidth: shrunk ? 0 : 40 }}>
                <Icon />
              </ListItemIcon>
              {!shrunk && <ListItemText primary={label} />}
            </ListItemButton>
          </Tooltip>
        </ListItem>
      ))}
    </List>
  );
}

/** On a phone: a drawer over the page, opened by the header's menu button. */
function PhoneNav() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectPhoneMenuOpen);
  const close = () => dispatch(phoneMenuSet(false));
  return (
    <Drawer open={open} onClose={close}>
      <Box component="nav" aria-label="Main menu" sx={{ width: EXPANDED_WIDTH }}>
        <NavList shrunk={false} onNavigate={close} />
      </Box>
    </Drawer>
  );
}

/** The collapsible side navigation; on a phone a drawer, so the page keeps the whole width. */
export default function SideNav() {
  const dispatch = useAppDispatch();
  const shrunk = useAppSelector(selectNavbarShrunk);
  if (usePhoneLayout()) return <PhoneNav />;

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
      <NavList shrunk={shrunk} />
    </Box>
  );
}
