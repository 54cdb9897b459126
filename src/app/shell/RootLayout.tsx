import { memo, Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { selectHasUsername } from '../../features/session/sessionSlice';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { preloadableLazy } from '../../shared/loading/preloadableLazy';
import { useAppSelector } from '../hooks';
import { useToastsBelow } from '../toastPlacement';
import { useGlobalErrorHandlers } from './useGlobalErrorHandlers';
import { usePageTitle } from './usePageTitle';

// Header and side navigation (with their icons) load only once someone is logged in.
const AppHeader = preloadableLazy(() => import('./AppHeader'));
const SideNav = preloadableLazy(() => import('./SideNav'));
// The suite's common header and analytics, when the server configures them (suiteHeader/).
const SuiteHeader = preloadableLazy(() => import('./suiteHeader/SuiteHeader'));

/** The logged-in shell's code, asked for at start when a session is being restored (firstRoutePreload). */
export function preloadLoggedInShell(): Promise<unknown> {
  return Promise.all([AppHeader.preload(), SideNav.preload(), SuiteHeader.preload()]);
}

// Memoised: a new URL renders the layout again (a list filter typed writes one per keystroke, issue
// 21), but not these; their links and menus follow the location and the store themselves.
const Headers = memo(function Headers() {
  return (
    <Suspense fallback={null}>
      <SuiteHeader />
      <AppHeader />
    </Suspense>
  );
});
const Navigation = memo(function Navigation() {
  return (
    <Suspense fallback={null}>
      <SideNav />
    </Suspense>
  );
});

/** The root shell: header and side navigation when logged in, and the routed content. */
export function RootLayout() {
  useGlobalErrorHandlers();
  usePageTitle();
  const loggedIn = useAppSelector(selectHasUsername);
  const header = useRef<HTMLDivElement>(null);
  useToastsBelow(header);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box ref={header}>
        {loggedIn && <Headers />}
      </Box>
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {loggedIn && <Navigation />}
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
