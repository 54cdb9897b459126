import { Link as RouterLink } from 'react-router';
import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { selectCurrentUser } from '../../features/session/sessionSlice';
import { useAppSelector } from '../hooks';

/** The built-in common header: the app title as the home link, the user and a logout button. */
export default function AppHeader() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <AppBar position="static" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 2 }}>
        <Link component={RouterLink} to="/user/list" color="inherit" underline="none" variant="h6" sx={{ flexGrow: 1 }}>
          User Profile
        </Link>
        {user && <Typography variant="body2">{user.username}</Typography>}
        <Button color="inherit" component={RouterLink} to="/logout" startIcon={<LogoutIcon />}>
          Logout
        </Button>
      </Toolbar>
    </AppBar>
  );
}
