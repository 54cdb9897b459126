// The shared server list (useServerList) through the app's store, base query and mocked fetch:
// a request it aborts is never a failure, and a state shown again is asked for again.
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLazyListCustomerCompanyPageQuery } from '../../../api/customerCompanies.enhance';
import type { CustomerCompany } from '../../../api/customerCompanies.gen';
import { makeStore } from '../../../app/store';
import { mockApi, ok } from '../../../app/testing/mockApi';
import { useServerList, type ServerList } from '../../../shared/list/useServerList';
import { customerCompanyListOptions, type CompanyField } from './companyFields';

const companies: CustomerCompany[] = ['Acme', 'Banana Co', 'Cherry Ltd'].map((name, index) => ({ uuid: `00000000-0000-4000-8000-00000000000${index}`, name, version: 1 }));

/** The server's pages of `companies`, each answered when the test says so. */
function companyPagesOnDemand() {
  const waiting: (() => void)[] = [];
  const requests = mockApi({
    'GET /customerCompany/list/page': (request) => {
      const name = new URLSearchParams(request.search).get('name') ?? '';
      const items = companies.filter((company) => company.name.toLowerCase().includes(name.toLowerCase()));
      return new Promise((resolve) => waiting.push(() => resolve(ok({ items, total: items.length }))));
    },
  });
  const answerAll = () => act(async () => waiting.splice(0).forEach((answer) => answer()));
  const names = () => requests.map((request) => new URLSearchParams(request.search).get('name'));
  return { answerAll, names };
}

function renderCompanyList(url: string) {
  const latest: { list?: ServerList<CustomerCompany, CompanyField, CompanyField> } = {};
  function CompanyList() {
    latest.list = useServerList(useLazyListCustomerCompanyPageQuery, customerCompanyListOptions);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <CompanyList /> }], { initialEntries: [url] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { list: () => latest.list!, router };
}

it('asks again for a state that leaves the screen and comes back while its request is under way, and never calls the abort a failure', async () => {
  const server = companyPagesOnDemand();
  const { list, router } = renderCompanyList('/list?sort=name&dir=asc&page=1');
  await waitFor(() => expect(server.names()).toEqual([null]));
  await server.answerAll();
  await waitFor(() => expect(list().pageItems).toEqual(companies));

  // A change after a quiet spell is asked for at once; a second one close behind it waits for
  // the debounce, and the first one's request, stale meanwhile, is aborted.
  await act(() => router.navigate('/list?name=an&sort=name&dir=asc&page=1'));
  await waitFor(() => expect(server.names()).toEqual([null, 'an']));
  await act(() => router.navigate('/list?name=ch&sort=name&dir=asc&page=1'));
  // Back to the first change before the second one's request leaves (the URL of an earlier write landing late).
  await act(() => router.navigate('/list?name=an&sort=name&dir=asc&page=1'));
  // (On a machine slow enough to let the debounce pass between the two, 'ch' is asked for too.)
  await waitFor(() => expect(server.names().filter((name) => name === 'an')).toHaveLength(2));
  expect(server.names().at(-1)).toBe('an');
  expect(list().loadFailure).toBeNull();
  expect(list().loading).toBe(true);
  await server.answerAll();
  await waitFor(() => expect(list().pageItems).toEqual([companies[1]]));
  expect(list().loadFailure).toBeNull();
});
