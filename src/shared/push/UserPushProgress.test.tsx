import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { setApiOrigin } from '../../api/baseQuery';
import { emptyApi } from '../../api/emptyApi';
import type { UserPushJob } from '../../api/users.gen';
import { STALLED_MS, useFollowUserPush } from './UserPushProgress';
import { PUSH_UNKNOWN, pushOutcome, pushProgressMessage } from './userPushMessages';

// The snackbar that follows a profile save's push of users: progress while the job runs (polled
// from GET /user/push/{id}), then how many users were updated and which applications failed.
const JOB = '3f0c5a1e-1111-4222-8333-444455556666';
const job = (done: number, extra: Partial<UserPushJob> = {}): UserPushJob => ({ uuid: JOB, total: 3, done, updated: done, failedApps: [], finished: false, ...extra });

function Follow({ start }: { start: UserPushJob }) {
  const follow = useFollowUserPush();
  return (
    <button type="button" onClick={() => follow(start)}>
      save
    </button>
  );
}

// src/shared may not use the app's test helpers (mockApi): msw answers the polls here directly.
const api = setupServer();
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => api.resetHandlers());
afterAll(() => api.close());

/** Answers GET /user/push/{id} with `reply`; returns the paths asked. */
function answerPolls(reply: () => { status: number; body: JsonBodyType }): string[] {
  setApiOrigin('http://console.test');
  const paths: string[] = [];
  api.use(
    http.get('http://console.test/userprofile/api/v1/user/push/:id', ({ request }) => {
      paths.push(new URL(request.url).pathname.replace(/^\/userprofile\/api\/v1/, ''));
      const { status, body } = reply();
      return HttpResponse.json(body, { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });
    }),
  );
  return paths;
}

function renderFollow(start: UserPushJob) {
  const store = configureStore({ reducer: { [emptyApi.reducerPath]: emptyApi.reducer }, middleware: (getDefault) => getDefault().concat(emptyApi.middleware) });
  render(
    <Provider store={store}>
      <SnackbarProvider>
        <Follow start={start} />
      </SnackbarProvider>
    </Provider>,
  );
  screen.getByRole('button', { name: 'save' }).click();
}

describe('push messages', () => {
  it('counts users while running and names failed applications at the end', () => {
    expect(pushProgressMessage(job(1))).toBe('Updating users in their applications: 1 of 3');
    expect(pushOutcome(job(3, { finished: true }))).toEqual({ message: '3 users updated in their applications', variant: 'success' });
    expect(pushOutcome(job(1, { total: 1, finished: true }))).toEqual({ message: '1 user updated in their applications', variant: 'success' });
    expect(pushOutcome(job(3, { updated: 1, failedApps: ['Alarm Viewer', 'Ticketer'], finished: true }))).toEqual({
      message: '1 of 3 users updated in their applications; failed applications: Alarm Viewer, Ticketer',
      variant: 'warning',
    });
  });
});

describe('UserPushProgress', () => {
  it('shows n of N with a progress bar while the job runs, then the outcome, and closes', async () => {
    const replies = [job(1), job(2), job(3, { updated: 2, failedApps: ['Ticketer'], finished: true })];
    const paths = answerPolls(() => ({ status: 200, body: replies.length > 1 ? replies.shift() : replies[0] }));
    // The polls (a second apart) run on a fake clock.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderFollow(job(0));
      await act(async () => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByText(/Updating users in their applications: [0-3] of 3/)).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Users updated in their applications' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(3_000));
      expect(screen.getByText('2 of 3 users updated in their applications; failed applications: Ticketer')).toBeInTheDocument();
      // The progress snackbar leaves with its exit transition (waitFor moves the fake clock on).
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
    expect(paths.length).toBeGreaterThanOrEqual(3);
    expect(paths.every((path) => path === `/user/push/${JOB}`)).toBe(true);
  });

  it('says the update could not be followed when the progress call fails, never success', async () => {
    answerPolls(() => ({ status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such push job' } }));
    renderFollow(job(0));
    expect(await screen.findByText(PUSH_UNKNOWN)).toBeInTheDocument();
    expect(screen.queryByText(/updated in their applications$/)).not.toBeInTheDocument();
  });

  it('gives up on a job that makes no progress (its server stopped), instead of polling forever', async () => {
    answerPolls(() => ({ status: 200, body: job(1) }));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderFollow(job(0));
      await act(async () => jest.advanceTimersByTimeAsync(2_000));
      expect(screen.getByText('Updating users in their applications: 1 of 3')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(STALLED_MS));
      expect(screen.getByText(PUSH_UNKNOWN)).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(2_000));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
