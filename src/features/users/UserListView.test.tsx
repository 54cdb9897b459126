import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserListItem } from '../../api/users.gen';
import { storageKeys } from '../../api/tokenStorage';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { aUser } from './testing/userFixtures';
import { UserListView, type UserListViewProps } from './UserListView';
import type { UserStatusActions } from './UserStatusSelect';
import { useUserList } from './useUserList';

type HarnessProps = Omit<UserListViewProps, 'list'> & { users: readonly UserListItem[] };

/** The view with the real list state over users already loaded; the rest the container would give. */
function Harness({ users, ...props }: HarnessProps) {
  const list = useUserList({ data: users, isLoading: false, isFetching: false, isError: false, refetch: () => undefined });
  return <UserListView list={list} {...props} />;
}

function renderView(users: readonly UserListItem[], overrides: Partial<HarnessProps> = {}) {
  const actions: UserStatusActions = { pending: new Set(), changeStatus: jest.fn() };
  const props: HarnessProps = {
    users,
    status: 'active',
    onStatusChange: jest.fn(),
    loading: false,
    loadFailure: null,
    isScoAdmin: false,
    pull: { pulling: false, pull: jest.fn() },
    actions,
    ...overrides,
  };
  return { ...renderWithProviders(<Harness {...props} />), props };
}

/** The usernames of the rows shown, in order. */
function shownUsernames(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

const users = [
  aUser('alice', { email: 'zed@example.com' }),
  aUser('bob', { firstName: 'Robert', lastName: 'Smith' }),
  aUser('carol', { businessProfile: { uuid: 'bp-north', name: 'North Sales' } }),
];

describe('UserListView', () => {
  it('has the header buttons, which lead to their screens', async () => {
    const { props } = renderView(users);
    await userEvent.click(screen.getByRole('link', { name: 'New User' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/new');
    await userEvent.click(screen.getByRole('link', { name: 'Bulk Management' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/bulk');
    await userEvent.click(screen.getByRole('button', { name: 'Pull User Info' }));
    expect(props.pull.pull).toHaveBeenCalledTimes(1);
  });

  it('shows Pulling... on a disabled button while the pull runs', () => {
    renderView(users, { pull: { pulling: true, pull: jest.fn() } });
    expect(screen.getByRole('button', { name: 'Pulling...' })).toBeDisabled();
  });

  it('filters case-insensitively on each box and saves the criteria', async () => {
    renderView(users);
    expect(shownUsernames()).toEqual(['alice', 'bob', 'carol']);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'SMITH');
    expect(shownUsernames()).toEqual(['bob']);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Profile' }), 'north');
    expect(shownUsernames()).toEqual(['carol']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'x');
    expect(screen.getByText('No users match these filters')).toBeInTheDocument();

    expect(JSON.parse(localStorage.getItem(storageKeys.searchCriteria) ?? '')).toMatchObject({
      profile: 'north',
      username: 'x',
    });
  });

  it('filters on email and visibility too', async () => {
    renderView(users);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ZED@');
    expect(shownUsernames()).toEqual(['alice']);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Visibility' }), 'visibility b');
    expect(shownUsernames()).toEqual(['bob']);
  });

  it('restores saved criteria', () => {
    localStorage.setItem(storageKeys.searchCriteria, JSON.stringify({ username: 'CAR' }));
    renderView(users);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('CAR');
    expect(shownUsernames()).toEqual(['carol']);
  });

  it('says so when there are no users at all', () => {
    renderView([]);
    expect(screen.getByText('No users')).toBeInTheDocument();
  });

  it('says which list failed and why instead of "No users", and retries on request', async () => {
    const retry = jest.fn();
    const message = 'The active users could not be loaded: the server could not be reached.';
    renderView([], { loadFailure: { message, retry, retrying: false } });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('No users')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows a progress indicator while the list first loads', () => {
    renderView([], { loading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    expect(screen.queryByText('No users')).not.toBeInTheDocument();
  });

  it('has Active and Inactive toggles with Active chosen, and reports a switch', async () => {
    const { props } = renderView(users);
    const group = screen.getByRole('group', { name: 'Show users' });
    const [active, inactive] = within(group).getAllByRole('button');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveAttribute('aria-pressed', 'true');
    expect(inactive).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(inactive);
    expect(props.onStatusChange).toHaveBeenCalledWith('inactive');
    await userEvent.click(active);
    expect(props.onStatusChange).toHaveBeenCalledTimes(1);
  });

  it('sorts by the clicked column and flips on a second click; Status does not sort', async () => {
    renderView(users);
    expect(screen.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Username' }));
    expect(shownUsernames()).toEqual(['carol', 'bob', 'alice']);
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(shownUsernames()).toEqual(['bob', 'carol', 'alice']);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(shownUsernames()).toEqual(['alice', 'bob', 'carol']);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(shownUsernames()).toEqual(['carol', 'bob', 'alice']);
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('shows 10 users a page and returns to page 1 when a filter is typed', async () => {
    const many = Array.from({ length: 25 }, (_, i) => aUser(`user${String(i + 1).padStart(2, '0')}`));
    renderView(many);
    const pager = screen.getByRole('navigation', { name: 'User list pages' });
    expect(shownUsernames()).toHaveLength(10);
    await userEvent.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    expect(shownUsernames()).toEqual(['user21', 'user22', 'user23', 'user24', 'user25']);

    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'user1');
    expect(shownUsernames()).toEqual([
      'user10',
      'user11',
      'user12',
      'user13',
      'user14',
      'user15',
      'user16',
      'user17',
      'user18',
      'user19',
    ]);
    expect(screen.queryByRole('navigation', { name: 'User list pages' })).not.toBeInTheDocument();
  });

  it('links profile and visibility names to their edit pages for other admins', () => {
    renderView(users);
    expect(screen.getByRole('link', { name: 'Business alice' })).toHaveAttribute(
      'href',
      '/profile/business/edit/bp-alice',
    );
    expect(screen.getByRole('link', { name: 'Visibility alice' })).toHaveAttribute(
      'href',
      '/profile/visibility/edit/vp-alice',
    );
  });

  it('shows SCO admins the names as plain text', () => {
    renderView(users, { isScoAdmin: true });
    expect(screen.getByText('Business alice')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Business alice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Visibility alice' })).not.toBeInTheDocument();
  });

  it('changes a user status from its dropdown', async () => {
    const { props } = renderView(users);
    const select = screen.getByRole('combobox', { name: 'Status of bob' });
    expect(select).toHaveValue('active');
    await userEvent.selectOptions(select, 'Inactive');
    expect(props.actions.changeStatus).toHaveBeenCalledWith(users[1], false);
  });

  it('disables the dropdown while the change runs', () => {
    renderView(users, { actions: { pending: new Set([users[0].uuid]), changeStatus: jest.fn() } });
    expect(screen.getByRole('combobox', { name: 'Status of alice' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Status of bob' })).toBeEnabled();
  });

  it('disables the dropdown of a user without a business profile and says why', async () => {
    renderView([aUser('dora', { businessProfile: null })]);
    const select = screen.getByRole('combobox', { name: 'Status of dora' });
    expect(select).toBeDisabled();
    await userEvent.hover(select.closest('span') ?? select);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This user has no profile assigned');
  });

  it('labels the table by the list it shows', () => {
    renderView(users, { status: 'inactive' });
    expect(screen.getByRole('table', { name: 'Inactive users' })).toBeInTheDocument();
  });

  describe('on smaller screens', () => {
    const original = window.matchMedia;
    /** A window of this width: answers MUI's (max-width:...) and (min-width:...) queries. */
    const windowWidth = (width: number) => {
      window.matchMedia = (query: string) => {
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
        return {
          matches,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        };
      };
    };
    afterEach(() => {
      window.matchMedia = original;
    });

    it('hides the Name and Email columns on a small screen', () => {
      windowWidth(800);
      renderView(users);
      const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers).toEqual(['Username', 'Profile', 'Visibility', 'Status']);
      expect(screen.queryByText('zed@example.com')).not.toBeInTheDocument();
    });

    it('keeps Username, Profile and Status on a phone, so that Status stays in the window', () => {
      windowWidth(390);
      renderView(users);
      const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers).toEqual(['Username', 'Profile', 'Status']);
      expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')).toHaveLength(3);
    });
  });

  it('shows Name and Email on larger screens', () => {
    renderView(users);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Username', 'Name', 'Email', 'Profile', 'Visibility', 'Status']);
    expect(screen.getByText('Robert Smith')).toBeInTheDocument();
  });
});
