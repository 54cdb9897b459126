import { Route, Routes } from 'react-router';
import { makeStore } from '../../../app/store';
import { loginToRealServer } from '../../../app/testing/realServer';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../session';
import CustomerCompanyEditPage from '../edit/CustomerCompanyEditPage';
import CustomerCompanyListPage from '../list/CustomerCompanyListPage';

/** Logs in to the test file's own real server and renders the customer company screens at `path`. */
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

export { callApi } from '../../../app/testing/realServerCalls';
