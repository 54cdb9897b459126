import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserListItem } from '../../api/users.gen';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { aUser } from './testing/userFixtures';
import { UserListView, type UserListViewProps } from './UserListView';
import type { UserStatusActions } from './UserStatusSelect';
import { columnListOptions, useQueryList } from '../../shared/list/useQueryList';
import { byUsername, noUserFilters, userFields } from './userFields';
import { useUserSelection } from './bulkActions/useUserSelection';
import type { ListLoadFailure } from '../../shared/list/ListLoadFailureAlert';

type HarnessProps = Omit<UserListViewProps, 'list' | 'failureText' | 'selection' | 'bulkActions'> & {
  users: readonly UserListItem[];
  loading: boolean;
  loadFailure: (ListLoadFailure & { message: string }) | null;
};

// The server filters, sorts and pages the user list (UserListPage.server.test.tsx); here a list
// state over users already loaded stands in for it, for what the view shows.
const listOptions = columnListOptions(userFields, noUserFilters, byUsername);

/** The view with a list state over users already loaded; the rest the container would give. */
function Harness({ users, loading, loadFailure, ...props }: HarnessProps) {
  const list = useQueryList({ data: users, isLoading: false, isFetching: false, isError: false, refetch: () => undefined }, listOptions);
  const selection = useUserSelection('list', users.length);
  return <UserListView list={{ ...list, loading, loadFailure }} failureText={loadFailure?.message ?? ''} selection={selection} bulkActions={null} {...props} />;
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
    listExport: { exporting: false, exportShown: jest.fn() },
    actions,
    ...overrides,
  };
  return { ...renderWithProviders(<Harness {...props} />), props };
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

  it('exports the list shown from its Export button', async () => {
    const { props } = renderView(users);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(props.listExport.exportShown).toHaveBeenCalledTimes(1);
  });

  it('shows Exporting... on a disabled button while the export runs', () => {
    renderView(users, { listExport: { exporting: true, exportShown: jest.fn() } });
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  });

  it('shows Pulling... on a disabled button while the pull runs', () => {
    renderView(users, { pull: { pulling: true, pull: jest.fn() } });
    expect(screen.getByRole('button', { name: 'Pulling...' })).toBeDisabled();
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

  it('marks the sorted column and flips it on a second click; Status does not sort', async () => {
    renderView(users);
    expect(screen.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Username' }));
    expect(screen.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('columnheader', { name: 'Profile' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Username' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('columnheader', { name: 'Profile' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Status' })).not.toBeInTheDocument();
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
      expect(headers).toEqual(['', 'Username', 'Profile', 'Visibility', 'Status']);
      expect(screen.queryByText('zed@example.com')).not.toBeInTheDocument();
    });

    it('keeps Username, Profile and Status on a phone, so that Status stays in the window', () => {
      windowWidth(390);
      renderView(users);
      const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers).toEqual(['', 'Username', 'Profile', 'Status']);
      expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')).toHaveLength(4);
    });
  });

  it('shows Name and Email on larger screens', () => {
    renderView(users);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Username', 'Name', 'Email', 'Profile', 'Visibility', 'Status']);
    expect(screen.getByText('Robert Smith')).toBeInTheDocument();
  });
});
