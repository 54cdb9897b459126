import { Route, Routes } from 'react-router';
import { makeStore } from '../../../app/store';
import { loginToRealServer } from '../../../app/testing/realServer';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../session';
import AppProfileEditPage from '../edit/AppProfileEditPage';
import AppProfileListPage from '../list/AppProfileListPage';

/** Logs in to the test file's own real server and renders the app profile screens at `path`. */
export async function renderAppProfilePageAs(username: string, path: string) {
  const store = makeStore();
  store.dispatch(currentUserLoaded(await loginToRealServer(username)));
  return renderWithProviders(
    <Routes>
      <Route path="/profile/app/list" element={<AppProfileListPage />} />
      <Route path="/profile/app/new" element={<AppProfileEditPage />} />
      <Route path="/profile/app/edit/:uuid" element={<AppProfileEditPage />} />
    </Routes>,
    { store, route: path },
  );
}

export { callApi, expectToast } from '../../../app/testing/realServerCalls';
