import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { API_PATH } from '../../../api/baseQuery';
import { getAccessToken } from '../../../api/tokenStorage';
import { makeStore } from '../../../app/store';
import { loginToRealServer } from '../../../app/testing/realServer';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../session';
import AppProfileEditPage from '../edit/AppProfileEditPage';
import AppProfileListPage from '../list/AppProfileListPage';

/** Logs in to the console tests' real server and renders the app profile screens at `path`. */
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

/** A call to the real server with the logged-in admin's token (to arrange or check data). */
export async function callApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${process.env.CONSOLE_TEST_API_ORIGIN}${API_PATH}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${getAccessToken()}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export async function expectToast(text: string, variant: 'success' | 'warning' | 'error') {
  // The same words may also show on a field (a duplicate name): the toast is the one in a snackbar.
  const matches = await screen.findAllByText(text);
  expect(matches.some((match) => match.closest(`.notistack-MuiContent-${variant}`))).toBe(true);
}
