// The container against a mocked fetch: loading, creating, editing, cloning and every save outcome.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setGlobalErrorHandlers } from '../../../api/baseQuery';
import { mockApi, ok, problem, type RecordedRequest, type ApiReply } from '../../../app/testing/mockApi';
import { alice, choiceHandlers } from './testing/editFixtures';
import { combobox, expectToast, fill, renderUserEditPage, textbox } from './testing/renderUserEditPage';

const problemWith = (status: number, title: string, extra: object) => ({
  status,
  body: { type: 'about:blank', title, status, ...extra },
});
const saves = (requests: readonly RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/user/update');

const DEFAULT_TREE_SENTENCE = 'At least one Default Tree element must be assigned';
const northTree = { uuid: 'e-north', name: 'North Tree', category: 'NOVA_NOVA_TREE', label: 'Default Tree' };
const southTree = { uuid: 'e-south', name: 'South Tree', category: 'NOVA_NOVA_TREE', label: 'Default Tree' };

afterEach(() => jest.restoreAllMocks());

async function openTab(name: RegExp | string) {
  await userEvent.click(screen.getByRole('tab', { name }));
}

describe('UserEditPage: create', () => {
  it('blocks an invalid form, then creates the user and opens it', async () => {
    const requests = mockApi({ ...choiceHandlers, 'POST /user/update': ok({ uuid: 'u-jane' }) });
    renderUserEditPage('/user/new');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'New User' });
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Customer' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Clone User' })).not.toBeInTheDocument();
    expect(screen.getByText('Please Select an Business Profile From the list')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await expectToast('Please Check Form Is Filled Correctly', 'warning');
    expect(textbox('Username')).toHaveAccessibleDescription('This field is required. (Max 255 Characters)');
    expect(combobox('Visibility Profile')).toHaveAccessibleDescription('This field is required');
    expect(saves(requests)).toHaveLength(0);

    await fill('Username', 'jane doe');
    await userEvent.tab();
    expect(textbox('Username')).toHaveAccessibleDescription(
      'Only alphanumeric letters, _ (underscore), and . (period) are allowed',
    );
    await fill('Username', 'jane.doe');
    await fill('Email', 'jane@example.com');
    await fill('First Name', 'Jane');
    await fill('Last Name', 'Doe');
    await fill('Mobile Phone', '+353 87 555 0101');
    await userEvent.selectOptions(combobox('Location'), 'Dublin');
    await userEvent.selectOptions(combobox('Business Profile'), 'North Sales');
    await userEvent.selectOptions(combobox('Visibility Profile'), 'All Networks');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));

    await expectToast('jane.doe Successfully Updated', 'success');
    // The stopped press's warning no longer holds: it does not stand beside the outcome.
    await waitFor(() => expect(screen.queryByText('Please Check Form Is Filled Correctly')).not.toBeInTheDocument());
    expect(saves(requests)[0].body).toEqual({
      user: {
        username: 'jane.doe',
        email: 'jane@example.com',
        firstName: 'Jane',
        lastName: 'Doe',
        deskPhone: null,
        mobilePhone: '+353 87 555 0101',
        active: true,
        location: { uuid: 'loc-dublin', name: 'Dublin' },
        businessProfile: { uuid: 'bp-north', name: 'North Sales' },
        visibilityProfile: { uuid: 'vp-all', name: 'All Networks' },
        minimumRole: { name: 'ADMIN' },
        errigalCustomerCompany: null,
        elements: [northTree, southTree],
      },
      clonedId: null,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/edit/u-jane'));
  });

  it("starts a new user at the current user's default minimum role", async () => {
    mockApi(choiceHandlers);
    renderUserEditPage('/user/new', { layoutCode: 'SCO', defaultMinimumRoleName: 'SCO_ADMIN' });
    await screen.findByRole('heading', { name: 'New User' });
    expect(screen.getByRole('button', { name: 'SCO Customer' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('UserEditPage: default tree', () => {
  it("pre-selects Snmp Manager's trees and requires one while the profile offers the category", async () => {
    const requests = mockApi(choiceHandlers);
    renderUserEditPage('/user/new');
    await screen.findByRole('heading', { name: 'New User' });
    await userEvent.selectOptions(combobox('Business Profile'), 'North Sales');

    await openTab('Default Tree');
    expect(screen.getByRole('tabpanel', { name: 'Default Tree' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'North Tree' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'South Tree' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Core Tree' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    expect(await screen.findByText(DEFAULT_TREE_SENTENCE)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Default Tree.*has errors/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add All' }));
    expect(screen.getByRole('checkbox', { name: 'Core Tree' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Core Tree' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'North Tree' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'South Tree' }));
    expect(await screen.findByText(DEFAULT_TREE_SENTENCE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'South Tree' }));
    await waitFor(() => expect(screen.queryByText(DEFAULT_TREE_SENTENCE)).not.toBeInTheDocument());

    await openTab('Report Access');
    expect(screen.getByRole('checkbox', { name: 'Daily Report' })).not.toBeChecked();
    expect(saves(requests)).toHaveLength(0);
  });

  it('blocks a save without a tree and shows the error on the Default Tree tab', async () => {
    const requests = mockApi(choiceHandlers);
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    await openTab('Default Tree');
    await userEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    await openTab('Basic Info');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await expectToast('Please Check Form Is Filled Correctly', 'warning');
    expect(screen.getByRole('tab', { name: /Default Tree/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(DEFAULT_TREE_SENTENCE)).toBeInTheDocument();
    expect(saves(requests)).toHaveLength(0);
  });

  it('does not require a tree from a profile that offers none, and drops elements it does not offer', async () => {
    const requests = mockApi({ ...choiceHandlers, 'POST /user/update': ok({ uuid: 'u-alice' }) });
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    await userEvent.selectOptions(combobox('Business Profile'), 'Plain');
    await openTab('Default Tree');
    expect(screen.getByText('The business profile offers no Default Tree elements')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await expectToast('alice Successfully Updated', 'success');
    expect(saves(requests)[0].body).toMatchObject({ user: { businessProfile: { uuid: 'bp-plain' }, elements: [] } });
  });
});

describe('UserEditPage: edit and clone', () => {
  it('shows the saved user with a read-only username and the edit buttons', async () => {
    mockApi(choiceHandlers);
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    expect(textbox('Username')).toHaveValue('alice');
    expect(textbox('Username')).toHaveAttribute('readonly');
    expect(textbox('Desk Phone')).toHaveValue('+353 1 555 0100');
    expect(combobox('Location')).toHaveValue('loc-dublin');
    expect(combobox('Business Profile')).toHaveValue('bp-north');
    expect(screen.getByRole('link', { name: 'Open Business Profile North Sales' })).toHaveAttribute(
      'href',
      '/profile/business/edit/bp-north',
    );
    expect(screen.getByRole('link', { name: 'Open Visibility Profile All Networks' })).toHaveAttribute(
      'href',
      '/profile/visibility/edit/vp-all',
    );
    for (const name of ['Clone User', 'Send Password Reset Email', 'Update User']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('tablist', { name: 'User sections' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Basic Info', 'Default Tree', 'Report Access', 'Sessions', 'Effective Access', 'History']);
  });

  it('shows profile names without links to an SCO admin', async () => {
    mockApi(choiceHandlers);
    renderUserEditPage('/user/edit/u-alice', { roles: ['SCO_ADMIN'], layoutCode: 'SCO' });
    await screen.findByRole('heading', { name: 'Edit User alice' });
    expect(screen.queryByRole('link', { name: /Open Business Profile/ })).not.toBeInTheDocument();
  });

  it('clones into a new user that keeps the original id as clonedId', async () => {
    const requests = mockApi({ ...choiceHandlers, 'POST /user/update': ok({ uuid: 'u-clone' }) });
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    await userEvent.click(screen.getByRole('button', { name: 'Clone User' }));

    await screen.findByRole('heading', { name: 'New User' });
    expect(screen.getByTestId('location')).toHaveTextContent('/user/new');
    expect(textbox('Username')).toHaveValue('alice_clone');
    expect(textbox('Username')).not.toHaveAttribute('readonly');
    await fill('Email', 'alice.clone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));

    await expectToast('alice_clone Successfully Updated', 'success');
    const { user, clonedId } = saves(requests)[0].body as { user: Record<string, unknown>; clonedId: string };
    expect(clonedId).toBe('u-alice');
    expect(user).toMatchObject({ username: 'alice_clone', email: 'alice.clone@example.com', clonedId: 'u-alice' });
    expect(user).not.toHaveProperty('uuid');
    expect(user).not.toHaveProperty('version');
  });

  it('shows a message for a user that does not exist', async () => {
    mockApi({ ...choiceHandlers, 'GET /user/u-gone': problem(404, 'Not Found') });
    renderUserEditPage('/user/edit/u-gone');
    expect(await screen.findByText('This user does not exist or you may not see it.')).toBeInTheDocument();
  });
});

describe('UserEditPage: saving', () => {
  async function update(reply: ApiReply<'POST /user/update'>) {
    const requests = mockApi({ ...choiceHandlers, 'POST /user/update': reply });
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    await fill('First Name', 'Alicia');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    return requests;
  }

  it('sends the edited user with its uuid and version', async () => {
    const requests = await update(ok({ uuid: 'u-alice' }));
    await expectToast('alice Successfully Updated', 'success');
    expect(saves(requests)[0].body).toEqual({
      user: {
        uuid: 'u-alice',
        version: 3,
        username: 'alice',
        email: 'alice@example.com',
        firstName: 'Alicia',
        lastName: 'Tester',
        deskPhone: '+353 1 555 0100',
        mobilePhone: null,
        active: true,
        location: { uuid: 'loc-dublin', name: 'Dublin' },
        businessProfile: { uuid: 'bp-north', name: 'North Sales' },
        visibilityProfile: { uuid: 'vp-all', name: 'All Networks' },
        minimumRole: { name: 'ADMIN' },
        errigalCustomerCompany: null,
        elements: alice.elements,
      },
      clonedId: null,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/user/edit/u-alice');
  });

  it('shows one outcome for a save whose applications failed: the error naming them', async () => {
    await update(ok({ uuid: 'u-alice', failedUpdateApps: ['Reports', 'Billing'] }));
    await expectToast('Error Saving User alice, Failed Applications: Reports, Billing', 'error');
    expect(screen.queryByText('alice Successfully Updated')).not.toBeInTheDocument();
  });

  it('asks to verify a save answered without a uuid', async () => {
    await update(ok({}));
    await expectToast('User alice Was Not Saved Correctly, Please Verify', 'error');
  });

  it('names the failed applications of a failed save', async () => {
    await update(problemWith(502, 'Bad Gateway', { failedUpdateApps: ['Reports'] }));
    await expectToast('Error Saving User alice, Failed Applications: Reports', 'error');
  });

  it('keeps the edits when someone else saved the user meanwhile (412)', async () => {
    await update(problem(412, 'Precondition Failed'));
    await expectToast('This user was changed by someone else, please reload the page and try again', 'error');
    expect(textbox('First Name')).toHaveValue('Alicia');
  });

  it('shows a taken username on the username field (409)', async () => {
    await update(problem(409, 'Conflict'));
    await expectToast('Error Saving User alice', 'error');
    await waitFor(() =>
      expect(textbox('Username')).toHaveAccessibleDescription('A user with this username already exists'),
    );
  });

  it("shows the server's field errors on their fields (400)", async () => {
    const errors = [{ field: 'user.email', message: 'must match format "email"' }];
    await update(problemWith(400, 'Bad Request', { errors }));
    await waitFor(() => expect(textbox('Email')).toHaveAccessibleDescription('must match format "email"'));
  });

  it("shows the server's default tree rule as a sentence on the Default Tree tab (400)", async () => {
    const errors = [{ field: 'elements', message: 'defaultTreeMustBeAssigned' }];
    await update(problemWith(400, 'Bad Request', { errors }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Default Tree/ })).toHaveAttribute('aria-selected', 'true'));
    expect(within(screen.getByRole('tabpanel')).getByText(DEFAULT_TREE_SENTENCE)).toBeInTheDocument();
    expect(screen.queryByText('defaultTreeMustBeAssigned')).not.toBeInTheDocument();
  });

  it("shows the server's own reason when it refuses the save (403), not the reload warning", async () => {
    const warn = jest.fn();
    setGlobalErrorHandlers({ notFound: jest.fn(), warn, unauthorized: jest.fn() });
    const detail = 'You may not give a record a visibility above your own';
    await update(problemWith(403, 'Forbidden', { detail }));
    await expectToast(detail, 'error');
    expect(warn).not.toHaveBeenCalled();
    expect(textbox('First Name')).toHaveValue('Alicia');
  });

  it('asks to log in again when the session timed out', async () => {
    await update(problem(401, 'Unauthorized'));
    await expectToast('Session Timed Out, Please Try Logging In Again', 'warning');
  });

  it('shows a spinner and refuses a second save while the first runs', async () => {
    const requests = mockApi(choiceHandlers); // the save is never answered
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByRole('progressbar', { name: 'Saving user' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await expectToast('Please Wait Until Updating User Completes', 'warning');
    expect(saves(requests)).toHaveLength(1);
  });
});

describe('UserEditPage: password reset email', () => {
  it('sends the reset email and names the address', async () => {
    const requests = mockApi({ ...choiceHandlers, 'POST /password/reset': { status: 204 } });
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    await expectToast('Email Has Been Sent To The Email Address alice@example.com', 'success');
    expect(requests.find((request) => request.path === '/password/reset')?.body).toMatchObject({
      uuid: 'u-alice',
      username: 'alice',
      email: 'alice@example.com',
    });
  });

  it('disables the button while the email is sent, so three presses send one email', async () => {
    const requests = mockApi(choiceHandlers); // the reset call is never answered: it stays in flight
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    const button = screen.getByRole('button', { name: 'Send Password Reset Email' });
    // Press as an impatient admin would, also where the disabled button ignores the pointer.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    expect(button).toBeDisabled();
    expect(requests.filter((request) => request.path === '/password/reset')).toHaveLength(1);
  });

  it('says when the email could not be sent', async () => {
    mockApi({ ...choiceHandlers, 'POST /password/reset': problem(500, 'Internal Server Error') });
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    await expectToast('Failed To Send A Email', 'error');
  });
});

describe('UserEditPage: Visible To', () => {
  it('lets an ERRIGAL_ADMIN with an SCO layout choose SCO Customer with or without a company', async () => {
    const requests = mockApi({ ...choiceHandlers, 'POST /user/update': ok({ uuid: 'u-alice' }) });
    renderUserEditPage('/user/edit/u-alice', { roles: ['ERRIGAL_ADMIN'], layoutCode: 'SCO' });
    await screen.findByRole('heading', { name: 'Edit User alice' });
    const visibleTo = within(screen.getByRole('group', { name: 'Visible To' }));
    expect(visibleTo.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Errigal',
      'Customer',
      'SCO Customer',
    ]);

    await userEvent.click(visibleTo.getByRole('button', { name: 'SCO Customer' }));
    expect(combobox('Company')).toHaveAccessibleDescription('Visible to all SCO customer');
    expect(combobox('Company')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await expectToast('alice Successfully Updated', 'success');
    expect(saves(requests)[0].body).toMatchObject({
      user: { minimumRole: { name: 'SCO_ADMIN' }, errigalCustomerCompany: null },
    });

    await userEvent.selectOptions(combobox('Company'), 'Acme');
    expect(combobox('Company')).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(2));
    expect(saves(requests)[1].body).toMatchObject({
      user: { minimumRole: { name: 'SCO_ADMIN' }, errigalCustomerCompany: { uuid: 'co-acme' } },
    });
  });

  it('offers an ADMIN without the SCO layout only Customer, and no company', async () => {
    const requests = mockApi(choiceHandlers);
    renderUserEditPage('/user/edit/u-alice');
    await screen.findByRole('heading', { name: 'Edit User alice' });
    const visibleTo = within(screen.getByRole('group', { name: 'Visible To' }));
    expect(visibleTo.getAllByRole('button').map((button) => button.textContent)).toEqual(['Customer']);
    expect(screen.queryByRole('combobox', { name: /^Company/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === '/errigalCustomerCompany/list')).toBe(false);
  });
});
