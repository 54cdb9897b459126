import { Route, Routes } from 'react-router';
import { makeStore } from '../../../app/store';
import { loginToRealServer } from '../../../app/testing/realServer';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../session';
import AuthClientEditPage from '../edit/AuthClientEditPage';
import AuthClientListPage from '../list/AuthClientListPage';

/** Logs in to the test file's own real server and renders the OAuth2 client screens at `path`. */
export async function renderAuthClientPageAs(username: string, path: string, store = makeStore()) {
  store.dispatch(currentUserLoaded(await loginToRealServer(username)));
  return renderWithProviders(
    <Routes>
      <Route path="/authClient/list" element={<AuthClientListPage />} />
      <Route path="/authClient/new" element={<AuthClientEditPage />} />
      <Route path="/authClient/edit/:uuid" element={<AuthClientEditPage />} />
    </Routes>,
    { store, route: path },
  );
}
