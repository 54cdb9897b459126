import { Route, Routes } from 'react-router';
import { API_PATH } from '../../../api/baseQuery';
import { getAccessToken } from '../../../api/tokenStorage';
import { makeStore } from '../../../app/store';
import { loginToRealServer } from '../../../app/testing/realServer';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../session';
import CustomerCompanyEditPage from '../edit/CustomerCompanyEditPage';
import CustomerCompanyListPage from '../list/CustomerCompanyListPage';

/** Logs in to the console tests' real server and renders the customer company screens at `path`. */
export async function renderCustomerCompanyPageAs(username: string, path: string, store = makeStore()) {
  store.dispatch(currentUserLoaded(await loginToRealServer(username)));
  return renderWithProviders(
    <Routes>
      <Route path="/customerCompany/list" element={<CustomerCompanyListPage />} />
      <Route path="/customerCompany/new" element={<CustomerCompanyEditPage />} />
      <Route path="/customerCompany/edit/:uuid" element={<CustomerCompanyEditPage />} />
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
