// The container against a mocked fetch. Every data-loading test of the user list lives here, so
// it can move to the real server in one place.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setGlobalErrorHandlers } from '../../api/baseQuery';
import { saveAccessToken } from '../../api/tokenStorage';
import type { UserListItem } from '../../api/users.gen';
import { makeStore } from '../../app/store';
import { mockApi, ok, problem, type RecordedRequest } from '../../app/testing/mockApi';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../session';
import { aUser } from './testing/userFixtures';
import UserListPage from './UserListPage';


/** The requests sent as "METHOD /path" (path under the API base). */
const sentTo = (requests: readonly RecordedRequest[], key: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === key);

async function expectToast(text: string, variant: 'success' | 'error') {
  const message = await screen.findByText(text);
  expect(message.closest(`.notistack-MuiContent-${variant}`)).not.toBeNull();
}

function shownUsernames(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[1].textContent ?? '');
}

const alice = aUser('alice');
const bob = aUser('bob');
const zed = aUser('zed', { active: false });
interface UserLists {
  active: UserListItem[];
  inactive: UserListItem[];
}

/** The server's user pages over these lists (as given: the server filters and sorts, UserListPage.server.test.tsx). */
const noBulkJobs = { 'GET /user/bulkJob': () => ok([]) };

const listHandlers = (active: UserListItem[], inactive: UserListItem[], lists: UserLists = { active, inactive }) => ({
  // The admin's latest bulk jobs (none): the list shows the last one's progress.
  ...noBulkJobs,
  'GET /user/list/page': (request: RecordedRequest) => {
    const list = new URLSearchParams(request.search).get('active') === 'false' ? lists.inactive : lists.active;
    return ok({ items: list.slice(0, 10), total: list.length });
  },
  // Every user of a list, which the list holds once it is worked (useLocalUsers).
  'GET /user/list/active': () => ok(lists.active),
  'GET /user/list/inactive': () => ok(lists.inactive),
});

/** The page requests sent for the active or inactive list. */
const pagesOf = (requests: readonly RecordedRequest[], list: 'active' | 'inactive') =>
  sentTo(requests, 'GET /user/list/page').filter((request) => new URLSearchParams(request.search).get('active') === String(list === 'active'));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('UserListPage', () => {
  it('shows a progress indicator, then the active users', async () => {
    mockApi(listHandlers([alice, bob], [zed]));
    renderWithProviders(<UserListPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    await screen.findByText('alice');
    expect(shownUsernames()).toEqual(['alice', 'bob']);
    expect(screen.getByRole('table', { name: 'Active users' })).toBeInTheDocument();
  });

  it('says why the list could not be loaded and loads it on Retry', async () => {
    let calls = 0;
    mockApi({
      ...noBulkJobs,
      'GET /user/list/page': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return ok({ items: [alice], total: 1 });
      },
    });
    renderWithProviders(<UserListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The active users could not be loaded: the server could not be reached.',
    );
    expect(screen.queryByText('No users')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('alice');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the inactive users when Inactive is chosen', async () => {
    const requests = mockApi(listHandlers([alice], [zed]));
    renderWithProviders(<UserListPage />);
    await screen.findByText('alice');
    expect(pagesOf(requests, 'inactive')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await screen.findByText('zed');
    expect(shownUsernames()).toEqual(['zed']);
    expect(pagesOf(requests, 'inactive')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('status=inactive');
  });

  it('inactivates a user, toasts and shows both lists as the server has them now, without a reload', async () => {
    const lists: UserLists = { active: [alice, bob], inactive: [zed] };
    const requests = mockApi({
      ...listHandlers([], [], lists),
      'POST /user/inactivate': () => {
        const moved = { ...bob, active: false, version: 2 };
        Object.assign(lists, { active: [alice], inactive: [moved, zed] });
        return ok([moved]);
      },
    });
    renderWithProviders(<UserListPage />);
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await screen.findByText('zed');
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status of bob' }), 'Inactive');
    await expectToast('bob Successfully Updated', 'success');
    await waitFor(() => expect(shownUsernames()).toEqual(['alice']));

    expect(pagesOf(requests, 'active')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(shownUsernames()).toEqual(['bob', 'zed']));
    expect(pagesOf(requests, 'inactive')).toHaveLength(2);
  });

  it('activates an inactive user with the row user as the body', async () => {
    const lists: UserLists = { active: [alice], inactive: [zed] };
    const requests = mockApi({
      ...listHandlers([], [], lists),
      'POST /user/activate': () => {
        Object.assign(lists, { active: [alice, { ...zed, active: true }], inactive: [] });
        return ok([{ ...zed, active: true }]);
      },
    });
    renderWithProviders(<UserListPage />);
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status of zed' }), 'Active');
    await expectToast('zed Successfully Updated', 'success');
    expect(sentTo(requests, 'POST /user/activate')[0].body).toEqual(zed);
    expect(await screen.findByText('No users')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(shownUsernames()).toEqual(['alice', 'zed']));
  });

  it.each([
    [504, problem(504, 'Gateway Timeout'), 'User Update Timed Out, Please Try Again Later'],
    [401, problem(401, 'Unauthorized'), 'Request Was Not Authorized, Please Try Logging In Again'],
    [444, problem(444, 'No Response'), 'No Response From The Sync, Please Try Again Later'],
    [
      409,
      { status: 409, body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Stale version' } },
      'Failed To Activate/Inactivate bob Due To Stale version',
    ],
    [500, problem(500, 'Internal Server Error'), 'Failed To Activate/Inactivate bob Due To an error on the server'],
  ])('toasts the failure for status %i and keeps the user where it was', async (_status, response, message) => {
    mockApi({ ...listHandlers([alice, bob], []), 'POST /user/inactivate': response });
    renderWithProviders(<UserListPage />);
    const select = await screen.findByRole('combobox', { name: 'Status of bob' });
    await userEvent.selectOptions(select, 'Inactive');
    await expectToast(message, 'error');
    expect(shownUsernames()).toEqual(['alice', 'bob']);
    expect(screen.getByRole('combobox', { name: 'Status of bob' })).toHaveValue('active');
  });

  it('keeps the list on a 401 and offers to log in again rather than leaving at once', async () => {
    const unauthorized = jest.fn();
    setGlobalErrorHandlers({ notFound: jest.fn(), warn: jest.fn(), unauthorized });
    saveAccessToken('expired.e30.token');
    mockApi({ ...listHandlers([alice, bob], []), 'POST /user/inactivate': problem(401, 'Unauthorized') });
    renderWithProviders(<UserListPage />, { route: '/user/list' });
    await screen.findByText('alice');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status of bob' }), 'Inactive');
    await expectToast('Request Was Not Authorized, Please Try Logging In Again', 'error');
    expect(unauthorized).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/list');
    await userEvent.click(screen.getByRole('button', { name: 'Log In Again' }));
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('pulls user info and toasts success', async () => {
    mockApi({ ...listHandlers([alice], []), 'GET /user/pullUsers': ok({ updated: 1, answeredApps: ['Ticketer'], failedApps: [] }) });
    renderWithProviders(<UserListPage />);
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'Pull User Info' }));
    await expectToast('User Info Pull Successful', 'success');
    expect(screen.getByRole('button', { name: 'Pull User Info' })).toBeEnabled();
  });

  it('disables the pull button while the pull runs', async () => {
    mockApi(listHandlers([alice], [])); // the pull is not answered, so it keeps running
    renderWithProviders(<UserListPage />);
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'Pull User Info' }));
    expect(await screen.findByRole('button', { name: 'Pulling...' })).toBeDisabled();
  });

  it('toasts a failed pull, including the 501 the server may give for now', async () => {
    mockApi({ ...listHandlers([alice], []), 'GET /user/pullUsers': problem(501, 'Not Implemented') });
    renderWithProviders(<UserListPage />);
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'Pull User Info' }));
    await expectToast('User Info Pull Failed', 'error');
  });

  it('shows profile names as plain text to an SCO admin', async () => {
    mockApi(listHandlers([alice], []));
    const store = makeStore();
    store.dispatch(currentUserLoaded({ username: 'sco', roles: ['SCO_ADMIN'], success: true }));
    renderWithProviders(<UserListPage />, { store });
    await screen.findByText('Business alice');
    expect(screen.queryByRole('link', { name: 'Business alice' })).not.toBeInTheDocument();
  });

  it('sends one request for a burst of filter keystrokes, aborts the stale one, and never shows rows of a filter no longer typed', async () => {
    type Pending = { search: string; signal: AbortSignal; answer: (users: UserListItem[], total?: number) => void };
    // A filtered page is asked for twice: its rows alone (withTotal=false), and with its total.
    const answers: Pending[] = [];
    const rowAnswers: Pending[] = [];
    mockApi({
      ...noBulkJobs,
      'GET /user/list/page': (request) =>
        new Promise((resolve) => {
          const rowsOnly = new URLSearchParams(request.search).get('withTotal') === 'false';
          const answer = (users: UserListItem[], total = users.length) => resolve(ok(rowsOnly ? { items: users } : { items: users, total }));
          (rowsOnly ? rowAnswers : answers).push({ search: request.search, signal: request.signal, answer });
        }),
    });
    renderWithProviders(<UserListPage />);
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0].answer([alice, bob]);
    await screen.findByText('alice');
    // Unfiltered, the total is a sum of counters: one request.
    expect(rowAnswers).toHaveLength(0);
    // Fake timers while typing: on a busy machine real keystrokes can land more than the debounce
    // apart, which is another burst, not this one. waitFor advances them.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    // The first keystroke after a pause leaves at once; the ones right after it wait for the typing
    // to stop, and make the first one's request stale: it is aborted.
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'bob');
    expect(new URLSearchParams(rowAnswers[0].search).get('username')).toBe('b');
    expect(rowAnswers[0].signal.aborted).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    await waitFor(() => expect(rowAnswers).toHaveLength(2));
    expect(new URLSearchParams(rowAnswers[1].search).get('username')).toBe('bob');
    jest.useRealTimers();
    // The total is asked for once the rows have come.
    expect(answers).toHaveLength(1);

    // A full page of rows shows while its total is counted; the total then follows.
    const bobs = Array.from({ length: 10 }, (_, i) => aUser(`bob${i}`));
    const status = () => screen.getByRole('status', { name: 'User list pages: items shown' });
    rowAnswers[1].answer(bobs);
    await waitFor(() => expect(shownUsernames()).toEqual(bobs.map((u) => u.username)));
    expect(status()).toHaveTextContent('Counting…');
    expect(screen.queryByRole('navigation', { name: 'User list pages' })).toBeNull();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(new URLSearchParams(answers[1].search).get('username')).toBe('bob');
    answers[1].answer(bobs, 12);
    await waitFor(() => expect(status()).toHaveTextContent('1-10 of 12'));
    expect(screen.getByRole('navigation', { name: 'User list pages' })).toBeInTheDocument();

    // An answer arriving late for a filter no longer typed changes nothing.
    rowAnswers[0].answer([alice]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownUsernames()).toEqual(bobs.map((u) => u.username));
    expect(status()).toHaveTextContent('1-10 of 12');

    // Rows that fill less than a page tell their total: nothing more is asked for.
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'x');
    await waitFor(() => expect(rowAnswers).toHaveLength(3));
    rowAnswers[2].answer([bob]);
    await waitFor(() => expect(status()).toHaveTextContent('1-1 of 1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers).toHaveLength(2);
  });

  it('once worked, a list of at most 20,000 users answers in the browser before the server, which then has the last word', async () => {
    const everyone = [alice, bob, aUser('carol'), aUser('dave')];
    let serverAnswers = true;
    let serverChanged = false;
    const requests = mockApi({
      ...noBulkJobs,
      'GET /user/list/page': (request) => {
        const query = new URLSearchParams(request.search);
        const matching = everyone.filter((user) => user.username.includes(query.get('username') ?? ''));
        if (query.get('direction') === 'desc') matching.reverse();
        const answered = serverChanged ? matching.map((user) => ({ ...user, version: 2 })) : matching;
        return serverAnswers ? ok({ items: answered, total: answered.length }) : new Promise<never>(() => {});
      },
      'GET /user/list/active': () => ok(serverChanged ? everyone.map((user) => ({ ...user, version: 2 })) : everyone),
    });
    const heldLists = () => sentTo(requests, 'GET /user/list/active');
    renderWithProviders(<UserListPage />);
    await screen.findByText('carol');
    // Opened, not worked: nothing more is loaded.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heldLists()).toHaveLength(0);

    const user = userEvent.setup();
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.type(username, 'a');
    await waitFor(() => expect(shownUsernames()).toEqual(['alice', 'carol', 'dave']));
    // The first change answered: the list's every user is loaded.
    await waitFor(() => expect(heldLists()).toHaveLength(1));

    // The server does not answer now: the rows still follow the typing, and the total.
    serverAnswers = false;
    await user.type(username, 'r');
    await waitFor(() => expect(shownUsernames()).toEqual(['carol']));
    expect(screen.getByRole('status', { name: 'User list pages: items shown' })).toHaveTextContent('1-1 of 1');
    await user.click(screen.getByRole('button', { name: 'Username' }));
    await user.clear(username);
    await waitFor(() => expect(shownUsernames()).toEqual(['dave', 'carol', 'bob', 'alice']));

    // The server's answer differs from what the browser held (another admin saved them): it is
    // shown, and the users are loaded again, once.
    serverAnswers = true;
    serverChanged = true;
    await user.type(username, 'o');
    await waitFor(() => expect(heldLists()).toHaveLength(2));
    await waitFor(() => expect(shownUsernames()).toEqual(['carol', 'bob']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heldLists()).toHaveLength(2);
  });

  it('holds no list of more than 20,000 users: each change is a page from the server', async () => {
    const requests = mockApi({
      ...noBulkJobs,
      'GET /user/list/page': (request) => {
        const username = new URLSearchParams(request.search).get('username') ?? '';
        return ok({ items: [alice, bob].filter((user) => user.username.includes(username)), total: username ? 1 : 20_001 });
      },
      'GET /user/list/active': () => ok([alice, bob]),
    });
    renderWithProviders(<UserListPage />);
    await screen.findByText('alice');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'b');
    await waitFor(() => expect(shownUsernames()).toEqual(['bob']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentTo(requests, 'GET /user/list/active')).toHaveLength(0);
  });

  it('exports the list it shows: its status and filters', async () => {
    // The download is not answered: what it asked for is what this test is about.
    const requests = mockApi(listHandlers([alice], [zed]));
    renderWithProviders(<UserListPage />, { route: '/user/list?status=inactive&username=ze&sort=username&dir=asc&page=1' });
    await screen.findByText('zed');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(sentTo(requests, 'GET /user/export/inactive')).toEqual([expect.objectContaining({ origin: window.location.origin, search: '?username=ze' })]));
  });
});
