import { Link as RouterLink } from 'react-router';
import LogoutIcon from '@mui/icons-material/Logout';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { selectCurrentUser } from '../../features/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { phoneMenuSet, selectPhoneMenuOpen } from '../uiSlice';
import { usePhoneLayout } from './usePhoneLayout';

/**
 * The built-in common header: the app title as the home link, the user and a logout button; on a
 * phone also the button that opens the menu.
 */
export default function AppHeader() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const phone = usePhoneLayout();
  const menuOpen = useAppSelector(selectPhoneMenuOpen);
  return (
    <AppBar position="static" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: { xs: 1, sm: 2 } }}>
        {phone && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => dispatch(phoneMenuSet(true))}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link component={RouterLink} to="/user/list" color="inherit" underline="none" variant="h6" sx={{ flexGrow: 1 }}>
          User Profile
        </Link>
        {user && (
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {user.username}
          </Typography>
        )}
        {user && (
          <Button color="inherit" component={RouterLink} to="/account" aria-label="My account" startIcon={<AccountCircleIcon />} sx={{ minWidth: 0 }}>
            {/* On a phone the icon alone, so Logout keeps its place. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              My account
            </Box>
          </Button>
        )}
        <Button color="inherit" component={RouterLink} to="/logout" startIcon={<LogoutIcon />}>
          Logout
        </Button>
      </Toolbar>
    </AppBar>
  );
}
