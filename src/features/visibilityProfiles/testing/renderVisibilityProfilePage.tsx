import { Route, Routes } from 'react-router';
import { makeStore } from '../../../app/store';
import { loginToRealServer } from '../../../app/testing/realServer';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../session';
import VisibilityProfileEditPage from '../edit/VisibilityProfileEditPage';
import VisibilityProfileListPage from '../list/VisibilityProfileListPage';

/**
 * Logs in to the test file's own real server and renders the visibility profile screens at `path`;
 * `layoutCode` replaces the server's layout code (the console reads it from the current user).
 */
export async function renderVisibilityProfilePageAs(username: string, path: string, layoutCode?: string) {
  const store = makeStore();
  const me = await loginToRealServer(username);
  store.dispatch(currentUserLoaded(layoutCode === undefined ? me : { ...me, layoutCode }));
  return renderWithProviders(
    <Routes>
      <Route path="/profile/visibility/list" element={<VisibilityProfileListPage />} />
      <Route path="/profile/visibility/new" element={<VisibilityProfileEditPage />} />
      <Route path="/profile/visibility/edit/:uuid" element={<VisibilityProfileEditPage />} />
    </Routes>,
    { store, route: path },
  );
}
