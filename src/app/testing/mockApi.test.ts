import { mockApi, ok, problem } from './mockApi';

// The table is typed from the contract: `npm run typecheck` fails on each @ts-expect-error below
// that stops being an error, so a mock cannot drift from what the server answers.
it('answers a call from the table with its reply and records the request', async () => {
  // @ts-expect-error: no such operation in the contract
  mockApi({ 'GET /no/such/path': ok({}) });
  // @ts-expect-error: the current user's roles are an array of role names
  mockApi({ 'GET /me': ok({ username: 'alice', roles: 'ADMIN', layoutCode: 'SCO', success: true }) });
  // @ts-expect-error: a success status the operation does not declare
  mockApi({ 'POST /password/forgot': { status: 201 } });

  const requests = mockApi({ 'POST /user/activate': ok([]) });
  const response = await fetch(
    new Request('http://console.test/userprofile/api/v1/user/activate', { method: 'POST', body: JSON.stringify({ uuids: ['u-1'] }) }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual([]);
  expect(requests).toEqual([
    expect.objectContaining({ method: 'POST', origin: 'http://console.test', path: '/user/activate', search: '', body: { uuids: ['u-1'] } }),
  ]);
});

it('answers an error as problem+json', async () => {
  mockApi({ 'GET /user/u-gone': problem(404, 'Not Found') });
  const response = await fetch('http://console.test/userprofile/api/v1/user/u-gone');
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(await response.json()).toEqual({ type: 'about:blank', title: 'Not Found', status: 404 });
});

it("answers the console's same-origin calls too (downloads use the page's own origin)", async () => {
  const requests = mockApi({ 'GET /user/u-gone': problem(404, 'Not Found') });
  const response = await fetch(new URL('/userprofile/api/v1/user/u-gone?x=1', window.location.origin));
  expect(response.status).toBe(404);
  expect(requests).toEqual([expect.objectContaining({ method: 'GET', origin: window.location.origin, path: '/user/u-gone', search: '?x=1' })]);
});

it('forgets the previous test table', async () => {
  // The table of the test above is gone: the call is unanswered (it would be a 404 otherwise).
  const requests = mockApi({});
  const answered = jest.fn();
  void fetch('http://console.test/userprofile/api/v1/user/u-gone').then(answered, answered);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests).toEqual([expect.objectContaining({ method: 'GET', path: '/user/u-gone' })]);
  expect(answered).not.toHaveBeenCalled();
});

it('never answers a call not in the table, and shows on the recorded signal that the caller gave it up', async () => {
  const requests = mockApi({ 'GET /me': ok({ username: 'alice', roles: ['ADMIN'], layoutCode: 'SCO', success: true }) });
  const controller = new AbortController();
  const answered = jest.fn();
  const pending = fetch('http://console.test/userprofile/api/v1/user/list/page?active=true', { signal: controller.signal });
  pending.then(answered, () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).not.toHaveBeenCalled();
  expect(requests).toEqual([expect.objectContaining({ method: 'GET', path: '/user/list/page', search: '?active=true' })]);
  expect(requests[0].signal.aborted).toBe(false);

  controller.abort();
  expect(requests[0].signal.aborted).toBe(true);
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});

it('fails the call as the network would when a handler throws', async () => {
  mockApi({
    'GET /me': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  await expect(fetch('http://console.test/userprofile/api/v1/me')).rejects.toThrow(TypeError);
});

it('a handler may answer later', async () => {
  let answer: (reply: ReturnType<typeof problem<503>>) => void = () => {};
  mockApi({ 'GET /me': () => new Promise((resolve) => (answer = resolve)) });
  const response = fetch('http://console.test/userprofile/api/v1/me');
  await new Promise((resolve) => setTimeout(resolve, 20));
  answer(problem(503, 'Service Unavailable'));
  expect((await response).status).toBe(503);
});
