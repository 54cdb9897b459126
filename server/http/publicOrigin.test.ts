import { loadConfig } from '../config';
import { startBanner } from '../startBanner';
import { testAppsOnOneDatabase } from '../testing/testApp';
import type { App } from '../app';

// With PUBLIC_URL unset, a browser opening the console at another address (issue 18 item 3) is
// sent to http://localhost:<PORT> when it can reach it, and otherwise told what to set.
let apps: Awaited<ReturnType<typeof testAppsOnOneDatabase>>;
let defaulted: App;
let configured: App;

beforeAll(async () => {
  apps = await testAppsOnOneDatabase();
  defaulted = await apps.start({ publicUrl: 'http://localhost:8080', publicUrlDefaulted: true });
  configured = await apps.start({ publicUrl: 'http://localhost:8080', publicUrlDefaulted: false });
});
afterAll(() => apps.stop());

const open = (app: App, url: string, host: string, remoteAddress = '127.0.0.1') => app.inject({ method: 'GET', url, headers: { host }, remoteAddress });

it.each([
  ['127.0.0.1:8080', '/userprofile/'],
  ['[::1]:8080', '/userprofile/user/list?page=2'],
  ['127.0.1.1:8080', '/'],
  ['console.localhost:8080', '/userprofile/assets/main.js'],
])('a loopback alias (%s) is sent to the PUBLIC_URL origin, path and query kept', async (host, url) => {
  const res = await open(defaulted, url, host, '10.0.0.7');
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`http://localhost:8080${url}`);
});

it("any host name from a browser on this machine is sent there too (it can reach localhost)", async () => {
  const res = await open(defaulted, '/userprofile/', 'build-box:8080', '::ffff:127.0.0.1');
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('http://localhost:8080/userprofile/');
});

it('a browser elsewhere gets a page naming the configured address and how to change it', async () => {
  const res = await open(defaulted, '/userprofile/user/list', 'console.lan:8080', '10.0.0.7');
  expect(res.statusCode).toBe(421);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('configured for <a href="http://localhost:8080/userprofile/">http://localhost:8080/userprofile/</a>');
  expect(res.body).toContain('PUBLIC_URL=http://console.lan:8080');
  expect(res.body).toMatch(/restart the server/);
  const hostile = await open(defaulted, '/userprofile/', '"><script>x</script>', '10.0.0.7');
  expect(hostile.body).not.toContain('<script>');
});

it('leaves the configured address, API calls and a set PUBLIC_URL alone', async () => {
  expect((await open(defaulted, '/userprofile/api/v1/config', '127.0.0.1:8080', '10.0.0.7')).statusCode).toBe(200);
  expect((await open(defaulted, '/userprofile/', 'localhost:8080')).statusCode).toBe(404);
  expect((await open(configured, '/userprofile/', '127.0.0.1:8080', '10.0.0.7')).statusCode).toBe(404);
});

it('PUBLIC_URL unset (or empty) defaults to localhost, and the start banner says so and how to change it', () => {
  for (const env of [{ PORT: '9090' }, { PORT: '9090', PUBLIC_URL: '' }]) {
    expect(loadConfig(env)).toMatchObject({ publicUrl: 'http://localhost:9090', publicUrlDefaulted: true });
  }
  expect(startBanner(loadConfig({ PORT: '9090' }))).toMatch(/^userprofile console: open http:\/\/localhost:9090\/userprofile\/\n.*PUBLIC_URL is not set.*set PUBLIC_URL/);
  expect(startBanner(loadConfig({ PUBLIC_URL: 'https://up.example.com' }))).toBe('userprofile console: open https://up.example.com/userprofile/ (PUBLIC_URL)\n');
});
