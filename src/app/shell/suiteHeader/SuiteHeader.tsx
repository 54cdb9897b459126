import { useEffect } from 'react';
import { useGetAppInfoQuery } from '../../../api/session.enhance';
import { loadAnalytics } from './analytics';
import { loadSuiteHeader } from './suiteHeaderAssets';

/** Where the remote common header may render itself (its script finds this element by id). */
export const SUITE_HEADER_MOUNT_ID = 'suite-header';

/**
 * Once application info arrives (logged in), loads the suite's common header and analytics when
 * the server configures them. The console's own header (AppHeader) stays in every case: it holds
 * the console's menu and logout, and it is all there is when the header service is not
 * configured or does not answer.
 */
export default function SuiteHeader() {
  const { data: info } = useGetAppInfoQuery();
  useEffect(() => {
    if (!info) return;
    void loadSuiteHeader(document, info);
    loadAnalytics(window, info.gaSiteId, info.username);
  }, [info]);
  return info?.headerUrl ? <div id={SUITE_HEADER_MOUNT_ID} /> : null;
}
