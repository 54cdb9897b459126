// The user list held in the browser (useLocalUsers) against the real server's own pages.
import type { UserListItem } from '../../api/users.gen';
import { callApi } from '../../app/testing/realServerCalls';
import { loginToRealServer } from '../../app/testing/realServer';
import { expectServerPages } from '../../shared/list/testing/expectServerPages';
import type { Page } from '../../shared/list/useServerList';
import { userFields } from './userFields';

describe('the user list held in the browser', () => {
  it.each(['demo.errigal', 'demo.sco'])('shows, as %s, the pages the server gives for each filter and sort', async (admin) => {
    await loginToRealServer(admin);
    for (const active of [true, false]) {
      const items = await callApi<UserListItem[]>(`/user/list/${active ? 'active' : 'inactive'}`);
      const serverPage = (query: URLSearchParams) => callApi<Page<UserListItem>>(`/user/list/page?active=${active}&${query}`);
      await expectServerPages({ items, filterFields: userFields, sortFields: userFields }, ['a', 'DEMO.', ' mc ', 'ie.', 'zzz'], serverPage, (user) => user.username);
    }
  });
});
