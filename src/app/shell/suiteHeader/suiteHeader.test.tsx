import { screen, waitFor } from '@testing-library/react';
import type { ApplicationInfo } from '../../../api/session.gen';
import { mockApi } from '../../testing/mockApi';
import { renderConsoleAs } from '../../testing/renderConsole';
import { loadAnalytics, USERNAME_DIMENSION } from './analytics';
import { loadSuiteHeader, suiteHeaderAssets } from './suiteHeaderAssets';

const HEADER: ApplicationInfo = {
  username: 'alice',
  headerUrl: 'https://header.example.com/suite/',
  headerCss: 'acme.css',
  headerConfig: 'acme',
  headerVersion: '2.4.1',
};

const added = () => Array.from(document.head.querySelectorAll<HTMLElement>('[data-suite-asset]'));
const urlOf = (element: HTMLElement) => element.getAttribute('src') ?? element.getAttribute('href');
const asset = (name: string) => document.head.querySelector<HTMLElement>(`[data-suite-asset="${name}"]`);
/**
 * The test plays the header host: it fires each file's load or error event itself. The test
 * browser loads nothing from beyond this machine and fails each file at once (an error event as
 * it is added); those events are stopped before the console's listeners hear them.
 */
const firedByTest = new WeakSet<Event>();
const fire = (name: string, type: 'load' | 'error') => {
  const event = new Event(type);
  firedByTest.add(event);
  asset(name)!.dispatchEvent(event);
};
function stopTestBrowsersOwn(event: Event) {
  if (!firedByTest.has(event) && event.target instanceof Element && event.target.matches('[data-suite-asset]')) event.stopImmediatePropagation();
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // Only this feature's elements: emotion keeps its own style tags in <head>.
  added().forEach((element) => element.remove());
  delete window.dataLayer;
  delete window.gtag;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (const type of ['load', 'error']) document.addEventListener(type, stopTestBrowsersOwn, true);
});
afterEach(() => {
  for (const type of ['load', 'error']) document.removeEventListener(type, stopTestBrowsersOwn, true);
  jest.restoreAllMocks();
});

describe('the header files', () => {
  it('are the stylesheet, the configuration script and the versioned common header, under the header URL', () => {
    expect(suiteHeaderAssets(HEADER)?.map((a) => a.url)).toEqual([
      'https://header.example.com/suite/customerCss/acme.css',
      'https://header.example.com/suite/conf/acme.js',
      'https://header.example.com/suite/commonHeader-2.4.1.js',
    ]);
  });

  it('are none without a header URL (or any of its parts)', () => {
    expect(suiteHeaderAssets({ username: 'alice' })).toBeNull();
    expect(suiteHeaderAssets({ ...HEADER, headerVersion: undefined })).toBeNull();
  });
});

describe('loadSuiteHeader', () => {
  it('adds nothing when no header service is configured', async () => {
    expect(await loadSuiteHeader(document, { username: 'alice' })).toBe('not-configured');
    expect(added()).toEqual([]);
  });

  it('adds the files in order, the common header only after the configuration loaded, and only once', async () => {
    const outcome = loadSuiteHeader(document, HEADER);
    expect(added().map(urlOf)).toEqual(['https://header.example.com/suite/customerCss/acme.css', 'https://header.example.com/suite/conf/acme.js']);
    expect(added().map((e) => e.tagName)).toEqual(['LINK', 'SCRIPT']);
    expect(await loadSuiteHeader(document, HEADER)).toBe('already-loading');
    fire('header-config', 'load');
    await settle();
    expect(added().map(urlOf)).toEqual([
      'https://header.example.com/suite/customerCss/acme.css',
      'https://header.example.com/suite/conf/acme.js',
      'https://header.example.com/suite/commonHeader-2.4.1.js',
    ]);
    fire('header-script', 'load');
    expect(await outcome).toBe('loaded');
    expect(await loadSuiteHeader(document, HEADER)).toBe('already-loading');
    expect(added()).toHaveLength(3);
  });

  it('stops when the header service does not answer the configuration, and says so only in the console log', async () => {
    const outcome = loadSuiteHeader(document, HEADER);
    fire('header-config', 'error');
    expect(await outcome).toBe('failed');
    expect(asset('header-script')).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('loadAnalytics', () => {
  it('loads nothing without a site id', () => {
    expect(loadAnalytics(window, undefined, 'alice')).toBe(false);
    expect(added()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads gtag.js for the site id once and sets the username as the custom dimension', () => {
    expect(loadAnalytics(window, 'G-TEST123', 'alice')).toBe(true);
    expect(loadAnalytics(window, 'G-TEST123', 'alice')).toBe(false);
    expect(added().map(urlOf)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[0][0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-TEST123', { custom_map: { [USERNAME_DIMENSION]: 'username' }, username: 'alice' }]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Object.prototype.toString.call(window.dataLayer?.[1])).toBe('[object Arguments]');
  });
});

describe('in the console shell', () => {
  it('loads the header and analytics once after application info arrives; the built-in header stays', async () => {
    const requests = mockApi({ 'GET /appInfo': { status: 200, body: { ...HEADER, gaSiteId: 'G-TEST123' } } });
    renderConsoleAs('/user/new', 'ADMIN');
    expect(await screen.findByRole('link', { name: 'Logout' })).toBeInTheDocument();
    await waitFor(() => expect(asset('header-config')).not.toBeNull());
    expect(asset('analytics')).not.toBeNull();
    expect(document.getElementById('suite-header')).not.toBeNull();
    fire('header-config', 'error');
    await settle();
    expect(asset('header-script')).toBeNull();
    expect(screen.getByRole('link', { name: 'User Profile' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/appInfo')).toHaveLength(1);
  });

  it('without header configuration or site id adds nothing', async () => {
    mockApi({ 'GET /appInfo': { status: 200, body: { username: 'alice', suiteName: 'Errigal', appName: 'User Profile' } } });
    renderConsoleAs('/user/new', 'ADMIN');
    expect(await screen.findByRole('link', { name: 'Logout' })).toBeInTheDocument();
    await settle();
    await waitFor(() => expect(document.getElementById('suite-header')).toBeNull());
    expect(added()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });
});
