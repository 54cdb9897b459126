import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '../../api/tokenStorage';
import { mockApi } from '../testing/mockApi';
import { renderConsole, renderConsoleAs } from '../testing/renderConsole';

beforeEach(() => {
  mockApi({});
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function menuLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => `${link.getAttribute('aria-label')} ${link.getAttribute('href')}`);
}

describe('side menu', () => {
  it('is not shown to a logged-out visitor', async () => {
    renderConsole('/forbidden');

    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('shows only Users to an SCO admin', async () => {
    renderConsoleAs('/user/new', 'SCO_ADMIN');

    expect(await menuLinks()).toEqual(['Users /user/list']);
  });

  it('adds the four admin entries, Audit and Access for ADMIN', async () => {
    renderConsoleAs('/user/new', 'ADMIN');

    expect(await menuLinks()).toEqual([
      'Users /user/list',
      'Profiles /profile/business/list',
      'Visibilities /profile/visibility/list',
      'Applications /application/list',
      'Application Admin /profile/app/list',
      'Audit /audit',
      'Access /access',
    ]);
  });

  it('adds OAuth2 Clients and Customer Companies for ERRIGAL_ADMIN', async () => {
    renderConsoleAs('/user/new', 'ERRIGAL_ADMIN');

    expect(await menuLinks()).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'OAuth2 Clients' })).toHaveAttribute('href', '/authClient/list');
    expect(screen.getByRole('link', { name: 'Customer Companies' })).toHaveAttribute('href', '/customerCompany/list');
  });

  it('has the header with the home link and logout', async () => {
    renderConsoleAs('/user/new', 'ADMIN');

    expect(await screen.findByRole('link', { name: 'User Profile' })).toHaveAttribute('href', '/user/list');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  it('persists the shrink state and restores it in a new session', async () => {
    const user = userEvent.setup();
    const first = renderConsoleAs('/user/new', 'ADMIN');

    await user.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Profiles')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profiles' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.navbarShrink)).toBe('true');
    first.unmount();

    renderConsoleAs('/user/new', 'ADMIN');
    expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('is a drawer on a phone, opened from the header and closed by choosing an entry', async () => {
    const user = userEvent.setup();
    const original = window.matchMedia;
    // A 390-pixel window: every max-width query of the breakpoints matches.
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    try {
      const { router } = renderConsoleAs('/user/new', 'ADMIN');

      await user.click(await screen.findByRole('button', { name: 'Open menu' }));
      expect(screen.queryByRole('button', { name: /Collapse menu|Expand menu/ })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('link', { name: 'Profiles' }));
      expect(router.state.location.pathname).toBe('/profile/business/list');
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    } finally {
      window.matchMedia = original;
    }
  });
});
