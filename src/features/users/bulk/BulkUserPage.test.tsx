import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { File as NodeFile } from 'node:buffer';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { API_PATH } from '../../../api/baseQuery';
import { storageKeys } from '../../../api/tokenStorage';
import { mockApi, mockApiServer, ok, problem } from '../../../app/testing/mockApi';
import { renderConsoleAs } from '../../../app/testing/renderConsole';
import BulkUserPage from './BulkUserPage';
import { APPLY_FATE_UNKNOWN, APPLY_NOT_WRITTEN, CHOOSE_A_FILE, EXPORT_FAILED, IMPORT_FAILED, IMPORT_SUCCEEDED, fileTooLarge } from './bulkMessages';
import { FakeXhr } from './testing/FakeXhr';

const TOKEN = 'header.payload.signature';

async function expectToast(text: string, variant: 'success' | 'error') {
  // The page may show the same text beside the toast.
  const messages = await screen.findAllByText(text);
  expect(messages.some((message) => message.closest(`.notistack-MuiContent-${variant}`))).toBe(true);
}

/** A CSV file the way Node's FormData accepts it (happy-dom's File is another class). */
const csvFile = (name = 'users.csv') => new NodeFile(['username,email\n'], name, { type: 'text/csv' });

async function chooseFile(name?: string) {
  await userEvent.upload(screen.getByLabelText('Users file'), csvFile(name) as unknown as File);
}

const importButton = () => screen.getByRole('button', { name: 'Import File' });

/** Uploads a file (choosing it first unless one is chosen), answers its preview, and presses Apply Import. */
async function previewAndApply(preview: object, { choose = true } = {}) {
  if (choose) await chooseFile();
  await userEvent.click(importButton());
  act(() => FakeXhr.last().respond(200, preview));
  await userEvent.click(await screen.findByRole('button', { name: 'Apply Import' }));
}

/** A preview answer: its totals counted from the lines it carries, unless given. */
function previewOf(id: string, lines: { created?: object[]; changed?: object[]; unchanged?: number; refused?: { line: number; field: string; message: string }[] }, totals = {}) {
  const { created = [], changed = [], unchanged = 0, refused = [] } = lines;
  const counts = { created: created.length, changed: changed.length, unchanged, refused: new Set(refused.map((r) => r.line)).size };
  return { previewId: id, totals: { previewId: id, lines: 0, done: true, ...counts, ...totals }, created, changed, unchanged, refused };
}

beforeEach(() => {
  localStorage.setItem(storageKeys.accessToken, TOKEN);
  FakeXhr.install();
});
afterEach(() => {
  FakeXhr.restore();
  jest.restoreAllMocks();
});

describe('BulkUserPage import', () => {
  it('asks for a file and keeps Import File disabled until one is chosen; the file can be removed', async () => {
    renderWithProviders(<BulkUserPage />);
    expect(screen.getByText(CHOOSE_A_FILE)).toBeInTheDocument();
    expect(importButton()).toBeDisabled();

    await chooseFile('people.csv');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('people.csv');
    expect(screen.queryByText(CHOOSE_A_FILE)).not.toBeInTheDocument();
    expect(importButton()).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText('people.csv')).not.toBeInTheDocument();
    expect(screen.getByText(CHOOSE_A_FILE)).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('opens the file picker from the Choose File button', async () => {
    renderWithProviders(<BulkUserPage />);
    const input = screen.getByLabelText<HTMLInputElement>('Users file');
    const click = jest.spyOn(input, 'click').mockImplementation(() => {});
    // The export selector and the Export File link come first.
    for (let i = 0; i < 3; i++) await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('uploads with the bearer token for a preview, shows it, writes nothing until Apply Import, then the counts and the success toast', async () => {
    const applied = jest.fn(() => ok({ created: 1, updated: 1 }));
    mockApi({ 'POST /user/import/apply': applied });
    renderWithProviders(<BulkUserPage />);
    await chooseFile();
    await userEvent.click(importButton());

    const xhr = FakeXhr.last();
    expect(xhr).toMatchObject({ method: 'POST', url: expect.stringMatching(/^\/userprofile\/api\/v1\/user\/import\/preview\?previewId=[0-9a-f-]{36}$/) });
    expect(xhr.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}`, Algorithm: 'RSA256' });
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('users')).toMatchObject({ name: 'users.csv' });
    expect(importButton()).toBeDisabled();

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading file' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading... 40%')).toBeInTheDocument();
    act(() => xhr.uploaded());
    expect(screen.getByRole('progressbar', { name: 'Checking lines' })).toBeInTheDocument();

    act(() =>
      xhr.respond(
        200,
        previewOf('preview-1', {
          created: [{ line: 3, username: 'new.user' }],
          changed: [{ line: 2, username: 'aoife.byrne16', changes: [{ field: 'businessProfile', from: 'NOC Operator', to: 'SCO Field Engineer' }] }],
          unchanged: 4,
        }),
      ),
    );
    expect(await screen.findByText('1 new user, 1 changed user, 4 unchanged, 0 refused lines.')).toBeInTheDocument();
    const changed = within(screen.getByRole('table', { name: 'Changed users' })).getAllByRole('row');
    expect([...changed[1].querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2', 'aoife.byrne16', 'businessProfile', 'NOC Operator', 'SCO Field Engineer']);
    expect(within(screen.getByRole('table', { name: 'New users' })).getByText('new.user')).toBeInTheDocument();
    expect(applied).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Apply Import' }));
    await expectToast(IMPORT_SUCCEEDED, 'success');
    expect(applied).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 user created, 1 user updated.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers no Apply Import while the preview refuses lines, and lists them', async () => {
    renderWithProviders(<BulkUserPage />);
    await chooseFile();
    await userEvent.click(importButton());
    act(() =>
      FakeXhr.last().respond(
        200,
        previewOf('preview-2', { unchanged: 1, refused: [{ line: 3, field: 'businessProfile', message: 'there is no business profile named "X"' }] }),
      ),
    );
    expect(await screen.findByText('0 new users, 0 changed users, 1 unchanged, 1 refused line.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Import' })).toBeDisabled();
    expect(within(screen.getByRole('table', { name: 'Rows with errors' })).getByText('there is no business profile named "X"')).toBeInTheDocument();
  });

  it("says why an apply was refused (a user changed after the preview), with SPEC's failure toast", async () => {
    const stale = 'Some users changed after the preview; nothing was imported. Preview the file again.';
    const line = { line: 2, field: 'version', message: 'this user was changed after the preview (version 2, now 3)' };
    mockApi({ 'POST /user/import/apply': () => ({ status: 400 as const, body: { ...problem(400, 'Bad Request').body, detail: stale, errors: [line] } }) });
    renderWithProviders(<BulkUserPage />);
    await previewAndApply(previewOf('preview-3', { unchanged: 1 }));
    await expectToast(IMPORT_FAILED, 'error');
    // The server's words alone: no second instruction beside "Preview the file again."
    expect(screen.getByText(stale)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rows with errors' })).getByText(line.message)).toBeInTheDocument();
  });

  it('shows the lines the server has checked while the file uploads, then pages through a large preview from the server', async () => {
    const previewId = '00000000-0000-4000-8000-000000000022';
    jest.spyOn(crypto, 'randomUUID').mockReturnValue(previewId);
    const created = Array.from({ length: 100 }, (_, i) => ({ line: i + 2, username: `big.user${i + 1}` }));
    const requests = mockApi({
      [`GET /user/import/preview/${previewId}`]: ok({ previewId, lines: 250_001, done: false, created: 250_000, changed: 0, unchanged: 0, refused: 0 }),
      [`GET /user/import/preview/${previewId}/lines`]: ok({ items: [{ line: 500_000, username: 'big.user499999' }] }),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderWithProviders(<BulkUserPage />);
      await chooseFile();
      await userEvent.click(importButton());
      const xhr = FakeXhr.last();
      act(() => xhr.progress(25, 100));
      await act(() => jest.advanceTimersByTimeAsync(1100));
      expect(await screen.findByText('250,001 lines checked')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Uploading file' })).toHaveAttribute('aria-valuenow', '25');
      act(() => xhr.uploaded());
      expect(screen.getByRole('progressbar', { name: 'Checking lines' })).toHaveAttribute('aria-valuetext', '250,001 lines checked');
      act(() => xhr.respond(200, previewOf(previewId, { created }, { lines: 1_000_001, created: 1_000_000 })));
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText('1,000,000 new users, 0 changed users, 0 unchanged, 0 refused lines.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'New users' });
    // Ten lines a page: the first pages come with the preview, the others from the server.
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('New users (1,000,000)')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'New users pages' })).getByRole('button', { name: 'Go to page 2' }));
    expect(within(table).getByText('big.user11')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/lines'))).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'New users pages' })).getByRole('button', { name: 'Go to page 100000' }));
    expect(await within(table).findByText('big.user499999')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/lines'))?.search).toBe('?kind=created&offset=999990&limit=10');
  });

  it('shows the users written while a preview is applied, polling one request at a time', async () => {
    const previewId = '00000000-0000-4000-8000-000000000023';
    let finishApply = () => {};
    let inFlight = 0;
    let mostInFlight = 0;
    const progress = async () => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // a slow answer: the next poll waits for it
      inFlight--;
      return ok({ previewId, lines: 6_001, done: true, created: 6_000, changed: 0, unchanged: 0, refused: 0, applied: 5_000 });
    };
    const requests = mockApi({
      [`GET /user/import/preview/${previewId}`]: progress,
      'POST /user/import/apply': () => new Promise((resolve) => (finishApply = () => resolve(ok({ created: 6_000, updated: 0 })))),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderWithProviders(<BulkUserPage />);
      await previewAndApply(previewOf(previewId, {}, { created: 6_000 }));
      expect(screen.getByRole('progressbar', { name: 'Applying import' })).toHaveAttribute('aria-valuetext', 'Applying the import...');
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(6000));
      // Polls start a second after each answer (1.5 s here), not every second: 3 in 6 s, not 6.
      const polls = requests.filter((r) => r.path === `/user/import/preview/${previewId}`).length;
      expect(screen.getByText('5,000 of 6,000 users written')).toBeInTheDocument();
      const bar = screen.getByRole('progressbar', { name: 'Applying import' });
      expect(bar).toHaveAttribute('aria-valuenow', '83');
      expect(bar).toHaveAttribute('aria-valuetext', '5,000 of 6,000 users written');
      expect(mostInFlight).toBe(1);
      expect(polls).toBeGreaterThanOrEqual(2);
      expect(polls).toBeLessThanOrEqual(3);
      act(() => finishApply());
      await expectToast(IMPORT_SUCCEEDED, 'success');
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByText('6,000 users created, 0 users updated.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("tells the truth when an apply's answer is lost: the preview says what was written", async () => {
    const previewId = '00000000-0000-4000-8000-000000000024';
    let polls = 0;
    mockApi({
      'POST /user/import/apply': () => {
        throw new Error('connection reset');
      },
      // Still running at the first poll, then written.
      [`GET /user/import/preview/${previewId}`]: () => {
        const totals = { previewId, lines: 6_001, done: true, created: 6_000, changed: 0, unchanged: 0, refused: 0 };
        return ok(++polls === 1 ? { ...totals, applied: 5_000 } : { ...totals, outcome: { created: 6_000, updated: 0 } });
      },
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderWithProviders(<BulkUserPage />);
      await previewAndApply(previewOf(previewId, {}, { created: 6_000 }));
      await act(() => jest.advanceTimersByTimeAsync(3000));
      await expectToast(IMPORT_SUCCEEDED, 'success');
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByText('6,000 users created, 0 users updated.')).toBeInTheDocument();
    expect(screen.queryByText(IMPORT_FAILED)).not.toBeInTheDocument();
  });

  it('says nothing was written when a lost apply left the preview unapplied, and when the server cannot say', async () => {
    const previewId = '00000000-0000-4000-8000-000000000025';
    mockApi({
      'POST /user/import/apply': problem(504, 'Gateway Timeout'),
      [`GET /user/import/preview/${previewId}`]: ok({ previewId, lines: 2, done: true, created: 1, changed: 0, unchanged: 0, refused: 0 }),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderWithProviders(<BulkUserPage />);
      await previewAndApply(previewOf(previewId, { created: [{ line: 2, username: 'new.user' }] }));
      // Believed only once five answers in a row say so: an apply on its way may not have arrived yet.
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(screen.queryByText(APPLY_NOT_WRITTEN)).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(2000));
      await expectToast(IMPORT_FAILED, 'error');
      expect(screen.getByText(APPLY_NOT_WRITTEN)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }

    mockApi({
      'POST /user/import/apply': problem(502, 'Bad Gateway'),
      [`GET /user/import/preview/${previewId}`]: problem(404, 'Not Found'),
    });
    await previewAndApply(previewOf(previewId, { created: [{ line: 2, username: 'new.user' }] }), { choose: false });
    expect(await screen.findByText(APPLY_FATE_UNKNOWN)).toBeInTheDocument();
  });

  it('follows an apply it started when the screen is opened again: its progress, then what it wrote, toasted once', async () => {
    const previewId = '00000000-0000-4000-8000-000000000026';
    let finishApply = () => {};
    let committed = false;
    const totals = { previewId, lines: 12_001, done: true, created: 12_000, changed: 0, unchanged: 0, refused: 0 };
    mockApi({
      'POST /user/import/apply': () =>
        new Promise((resolve) => {
          finishApply = () => {
            committed = true;
            resolve(ok({ created: 12_000, updated: 0 }));
          };
        }),
      [`GET /user/import/preview/${previewId}`]: () => ok(committed ? { ...totals, outcome: { created: 12_000, updated: 0 } } : { ...totals, applied: 5_000 }),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      // One app (one toast area) whose Bulk screen is left and opened again.
      let showBulk: (shown: boolean) => void = () => {};
      function LeaveAndReturn() {
        const [shown, setShown] = useState(true);
        showBulk = setShown;
        return shown ? <BulkUserPage /> : <p>Another screen</p>;
      }
      renderWithProviders(<LeaveAndReturn />);
      await previewAndApply(previewOf(previewId, {}, { created: 12_000 }));
      act(() => showBulk(false)); // the admin goes to another screen while it runs
      act(() => showBulk(true));
      expect(screen.getByRole('progressbar', { name: 'Applying import' })).toBeInTheDocument();
      expect(importButton()).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(1100));
      expect(await screen.findByText('5,000 of 12,000 users written')).toBeInTheDocument();
      act(() => finishApply()); // the first screen's request ends: it toasts, this screen shows the counts
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(await screen.findByText('12,000 users created, 0 users updated.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findAllByText(IMPORT_SUCCEEDED)).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('opens idle when the apply it remembers is not the admin\'s (a logout in this tab) or was never sent', async () => {
    sessionStorage.setItem('user-profile.applyingImport', JSON.stringify({ previewId: '00000000-0000-4000-8000-000000000027', users: 3 }));
    mockApi({ 'GET /user/import/preview/00000000-0000-4000-8000-000000000027': problem(404, 'Not Found') });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderWithProviders(<BulkUserPage />);
      expect(screen.getByRole('progressbar', { name: 'Applying import' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
    expect(screen.queryByText(IMPORT_FAILED)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('user-profile.applyingImport')).toBeNull();
  });

  it('lists every bad row of a refused file in a table', async () => {
    renderWithProviders(<BulkUserPage />);
    await chooseFile();
    await userEvent.click(importButton());
    act(() =>
      FakeXhr.last().respond(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: '2 rows have errors; nothing was imported',
        errors: [
          { line: 3, field: 'email', message: 'must be a valid email address' },
          { line: 7, field: 'location', message: 'there is no location named "Atlantis"' },
        ],
      }),
    );
    await expectToast(IMPORT_FAILED, 'error');
    expect(screen.getByText(/2 rows have errors; nothing was imported/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Rows with errors' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Line', 'Field', 'Problem'],
      ['3', 'email', 'must be a valid email address'],
      ['7', 'location', 'there is no location named "Atlantis"'],
    ]);
  });

  it("toasts the server's message for a file that is too large", async () => {
    renderWithProviders(<BulkUserPage />);
    await chooseFile();
    await userEvent.click(importButton());
    const detail = 'The file is larger than 10 MB; split it into smaller files';
    act(() => FakeXhr.last().respond(413, { type: 'about:blank', title: 'Payload Too Large', status: 413, detail }));
    await expectToast(detail, 'error');
  });

  it("refuses a file over the server's limit (GET /config) as it is chosen, without uploading it", async () => {
    const limit = 1024 * 1024;
    const requests = mockApi({ 'GET /config': ok({ clientId: 'console', layoutCode: 'ERRIGAL', basePath: '/userprofile', importFileLimitBytes: limit }) });
    renderWithProviders(<BulkUserPage />);
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/config'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const large = new NodeFile([new Uint8Array(limit + 1)], 'everyone.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Users file'), large as unknown as File);
    expect(fileTooLarge(limit)).toBe('The file is larger than 1 MB; split it into smaller files');
    await expectToast(fileTooLarge(limit), 'error');
    const onPage = { selector: '.MuiAlert-message' };
    expect(screen.getByText(fileTooLarge(limit), onPage)).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);

    await chooseFile('small.csv');
    expect(screen.queryByText(fileTooLarge(limit), onPage)).not.toBeInTheDocument();
    await userEvent.click(importButton());
    expect(FakeXhr.sent).toHaveLength(1);
  });
});

describe('BulkUserPage export', () => {
  function stubDownload() {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return { createObjectURL, saved };
  }

  /** Answers the export (CSV, which mockApi's JSON table does not give) on the page's origin, and records the requests. */
  function answerExport(reply: () => Response | Promise<Response>) {
    const asked: Request[] = [];
    mockApiServer.use(
      http.get(`${window.location.origin}${API_PATH}/user/export*`, ({ request }) => {
        asked.push(request);
        return reply();
      }),
    );
    return asked;
  }

  it('fetches the chosen export with the bearer token and saves it under the server-given name', async () => {
    const csv = 'username,email\r\nalice,alice@example.com\r\n';
    const asked = answerExport(
      () =>
        new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-length': String(csv.length),
            'content-disposition': 'attachment; filename="users-inactive-2025-01-31.csv"',
          },
        }),
    );
    const { createObjectURL, saved } = stubDownload();
    renderWithProviders(<BulkUserPage />);

    await userEvent.click(screen.getByRole('combobox', { name: 'Users to export' }));
    await userEvent.click(screen.getByRole('option', { name: 'Inactive' }));
    await userEvent.click(screen.getByRole('link', { name: 'Export File' }));

    await waitFor(() => expect(saved).toEqual(['users-inactive-2025-01-31.csv']));
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe(`${window.location.origin}/userprofile/api/v1/user/export/inactive`);
    expect(asked[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await createObjectURL.mock.calls[0][0].text()).toBe(csv);
  });

  it("offers to narrow the export to the user list's last filters", async () => {
    sessionStorage.setItem('user-profile.listState:/user/list', 'username=a%25b&email=x&sort=username&dir=asc&page=3');
    const asked = answerExport(() => new Response('username\r\n', { headers: { 'content-type': 'text/csv' } }));
    const { saved } = stubDownload();
    renderWithProviders(<BulkUserPage />);
    const only = screen.getByRole('checkbox', { name: "Only users matching the user list's filters (username: a%b, email: x)" });
    expect(only).not.toBeChecked();
    await userEvent.click(only);
    await userEvent.click(screen.getByRole('link', { name: 'Export File' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked.map((request) => request.url)).toEqual([`${window.location.origin}/userprofile/api/v1/user/export?username=a%25b&email=x`]);
  });

  it('shows progress while downloading and toasts a failure', async () => {
    let answer: (response: Response) => void = () => {};
    answerExport(() => new Promise((resolve) => (answer = resolve)));
    stubDownload();
    renderWithProviders(<BulkUserPage />);
    await userEvent.click(screen.getByRole('link', { name: 'Export File' }));
    expect(screen.getByRole('progressbar', { name: 'Exporting users' })).toBeInTheDocument();
    answer(new Response('{}', { status: 500 }));
    await expectToast(EXPORT_FAILED, 'error');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('/user/bulk', () => {
  it('is this page for a logged-in admin, reached from the user list', async () => {
    mockApi({});
    renderConsoleAs('/user/bulk', 'SCO_ADMIN');
    expect(await screen.findByRole('heading', { name: 'Bulk User Management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Export Users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import Users' })).toBeInTheDocument();
  });
});
