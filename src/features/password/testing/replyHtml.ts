import { http, HttpResponse } from 'msw';
import { API_PATH } from '../../../api/baseQuery';
import { mockApiServer, TEST_API_ORIGIN } from '../../../app/testing/mockApi';

/**
 * After mockApi: GET of this api path answers text/html (mockApi answers JSON only); every other
 * call still goes to mockApi's table. (msw tries the handler added last first.)
 */
export function replyHtml(path: string, html: string): void {
  mockApiServer.use(http.get(`${TEST_API_ORIGIN}${API_PATH}${path}`, () => HttpResponse.html(html)));
}
