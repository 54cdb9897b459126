import { mockApi, ok, problem } from './mockApi';

// The table is typed from the contract: `npm run typecheck` fails on each @ts-expect-error below
// that stops being an error, so a mock cannot drift from what the server answers.
afterEach(() => {
  jest.restoreAllMocks();
});

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
  expect(requests).toEqual([expect.objectContaining({ method: 'POST', path: '/user/activate', search: '', body: { uuids: ['u-1'] } })]);
});

it('answers an error as problem+json', async () => {
  mockApi({ 'GET /user/u-gone': problem(404, 'Not Found') });
  const response = await fetch('http://console.test/userprofile/api/v1/user/u-gone');
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(await response.json()).toEqual({ type: 'about:blank', title: 'Not Found', status: 404 });
});
