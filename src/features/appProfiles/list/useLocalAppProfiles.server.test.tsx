// The app profile list held in the browser (useLocalAppProfiles) against the real server's own pages.
import type { AppProfile } from '../../../api/appProfiles.gen';
import { callApi } from '../../../app/testing/realServerCalls';
import { loginToRealServer } from '../../../app/testing/realServer';
import { expectServerPages } from '../../../shared/list/testing/expectServerPages';
import type { Page } from '../../../shared/list/useServerList';
import { appProfileTexts } from './useLocalAppProfiles';

describe('the app profile list held in the browser', () => {
  it('shows the pages the server gives for each filter and sort', async () => {
    await loginToRealServer('demo.errigal');
    const items = await callApi<AppProfile[]>('/profile/app/list');
    const serverPage = (query: URLSearchParams) => callApi<Page<AppProfile>>(`/profile/app/list/page?${query}`);
    await expectServerPages({ items, filterFields: appProfileTexts, sortFields: appProfileTexts }, ['a', 'ADMIN', ', ', 'zzz'], serverPage, (profile) => profile.name);
  });
});
