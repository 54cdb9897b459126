import { Route, Routes } from 'react-router';
import { makeStore } from '../../../app/store';
import { loginToRealServer } from '../../../app/testing/realServer';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../session';
import BusinessProfileEditPage from '../edit/BusinessProfileEditPage';
import BusinessProfileListPage from '../list/BusinessProfileListPage';

/** Logs in to the test file's own real server and renders the business profile screens at `path`. */
export async function renderBusinessProfilePageAs(username: string, path: string) {
  const store = makeStore();
  store.dispatch(currentUserLoaded(await loginToRealServer(username)));
  return renderWithProviders(
    <Routes>
      <Route path="/profile/business/list" element={<BusinessProfileListPage />} />
      <Route path="/profile/business/new" element={<BusinessProfileEditPage />} />
      <Route path="/profile/business/edit/:uuid" element={<BusinessProfileEditPage />} />
    </Routes>,
    { store, route: path },
  );
}
