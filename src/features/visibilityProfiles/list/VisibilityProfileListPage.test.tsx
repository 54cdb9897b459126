// The visibility profile list's load failure against a mocked fetch: SPEC's dismissible banner, and Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, problem } from '../../../app/testing/mockApi';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import VisibilityProfileListPage from './VisibilityProfileListPage';
import { LIST_LOAD_FAILED } from './visibilityProfileFields';

const profile = { uuid: '00000000-0000-4000-8000-000000000001', name: 'Paged Profile', description: 'One', minimumRole: { name: 'ADMIN' as const }, version: 1 };

afterEach(() => jest.restoreAllMocks());

describe('VisibilityProfileListPage load failure', () => {
  it('shows a banner and loads the page on Retry, with the server\'s total', async () => {
    let calls = 0;
    mockApi({
      'GET /profile/visibility/list/page': () => {
        calls += 1;
        return calls === 1 ? problem(500, 'Internal Server Error') : ok({ items: [profile], total: 11 });
      },
    });
    renderWithProviders(<VisibilityProfileListPage />, { route: '/profile/visibility/list' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LIST_LOAD_FAILED);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Paged Profile' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Visibility profile list pages: items shown' })).toHaveTextContent('1-10 of 11');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('closes its banner (SPEC: dismissible error banners)', async () => {
    mockApi({ 'GET /profile/visibility/list/page': () => problem(500, 'Internal Server Error') });
    renderWithProviders(<VisibilityProfileListPage />, { route: '/profile/visibility/list' });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
