import { TEST_API_ORIGIN } from '../../../app/testing/mockApi';

/**
 * After mockApi: GET of this api path answers text/html (mockApi answers JSON only); every other
 * call still goes to mockApi's table.
 */
export function replyHtml(path: string, html: string): void {
  const fetchSpy = jest.mocked(globalThis.fetch);
  const tableReplies = fetchSpy.getMockImplementation();
  if (!tableReplies) throw new Error('call mockApi before replyHtml');
  fetchSpy.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'GET' && request.url === `${TEST_API_ORIGIN}/userprofile/api/v1${path}`) {
      return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
    return tableReplies(input, init);
  });
}
