// The customer company screens against the real server (the file's own, started by its test environment).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerCompany } from '../../api/customerCompanies.gen';
import { useListCustomerCompaniesQuery } from '../../api/lookups.enhance';
import { makeStore } from '../../app/store';
import { loginToRealServer } from '../../app/testing/realServer';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { IN_USE_TEXT, UNUSED_TEXT } from './edit/DeleteCustomerCompanyDialog';
import { callApi, renderCustomerCompanyPageAs } from './testing/renderCustomerCompanyPage';

/** A company select fed by the lookups list, as the user form's and the Visible To selects are. */
function CompanySelectProbe() {
  const { data = [] } = useListCustomerCompaniesQuery();
  return (
    <select aria-label="Company probe">
      {data.map((company) => (
        <option key={company.uuid}>{company.name}</option>
      ))}
    </select>
  );
}

const nameBox = () => screen.getByRole('textbox', { name: /^Name/ });
const companies = () => callApi<CustomerCompany[]>('/customerCompany/list');
const companyNamed = async (name: string) => (await companies()).find((c) => c.name === name);

async function expectToast(text: string, variant: 'success' | 'error') {
  const messages = await screen.findAllByText(text);
  expect(messages.some((message) => message.closest(`.notistack-MuiContent-${variant}`))).toBe(true);
}

async function typeName(text: string) {
  await userEvent.clear(nameBox());
  await userEvent.click(nameBox());
  await userEvent.paste(text);
}

describe('customer company screens with the real server', () => {
  it('lists the companies by name with a filter; each name opens its edit screen', async () => {
    await renderCustomerCompanyPageAs('demo.errigal', '/customerCompany/list');
    expect(await screen.findByRole('link', { name: 'Acme Towers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Globex Networks' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'north');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Acme Towers' })).not.toBeInTheDocument());
    // The list pages on the server: the filtered page shows when its answer arrives.
    await userEvent.click(await screen.findByRole('link', { name: 'Northwind Telecom' }));
    expect(await screen.findByRole('heading', { name: 'Edit Customer Company Northwind Telecom' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/customerCompany\/edit\/[0-9a-f-]{36}$/);
  });

  it('creates a company that the company select (lookups list) offers at once, without a reload', async () => {
    const store = makeStore();
    await loginToRealServer('demo.errigal');
    // The user form's and every Visible To company select read this list, as this probe does.
    renderWithProviders(<CompanySelectProbe />, { store });
    expect(await screen.findByRole('option', { name: 'Acme Towers' })).toBeInTheDocument();
    await renderCustomerCompanyPageAs('demo.errigal', '/customerCompany/new', store);
    expect(await screen.findByRole('heading', { name: 'New Customer Company' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Company' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Company' })).toBeDisabled());
    await typeName('  Console Masts Ltd ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));

    await expectToast('Customer Company Console Masts Ltd Is Saved Successfully', 'success');
    expect(await screen.findByRole('heading', { name: 'Edit Customer Company Console Masts Ltd' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Console Masts Ltd' })).toBeInTheDocument();
  });

  it('shows the form rules and the server\'s 409 under the name; the form keeps what was typed', async () => {
    await renderCustomerCompanyPageAs('demo.errigal', '/customerCompany/new');
    await screen.findByRole('heading', { name: 'New Customer Company' });
    await typeName('x'.repeat(101));
    await userEvent.tab();
    expect(await screen.findByText('This field is required. (Max 100 Characters)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Company' })).toBeDisabled();
    await typeName('Acme Towers');
    await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    await expectToast('A Customer Company with this name already exists', 'error');
    expect(nameBox()).toHaveAccessibleDescription('A Customer Company with this name already exists');
    expect(nameBox()).toHaveValue('Acme Towers');
    expect(screen.getByTestId('location')).toHaveTextContent('/customerCompany/new');
  });

  it('renames; a stale version tells the admin to reload', async () => {
    await loginToRealServer('demo.errigal');
    const created = await callApi<CustomerCompany>('/customerCompany/update', { method: 'POST', body: JSON.stringify({ name: 'Console Rename Co' }) });
    await renderCustomerCompanyPageAs('demo.errigal', `/customerCompany/edit/${created.uuid}`);
    await screen.findByRole('heading', { name: 'Edit Customer Company Console Rename Co' });
    await typeName('Console Renamed Co');
    await userEvent.click(screen.getByRole('button', { name: 'Update Company' }));
    await expectToast('Customer Company Console Renamed Co Is Saved Successfully', 'success');
    expect(await screen.findByRole('heading', { name: 'Edit Customer Company Console Renamed Co' })).toBeInTheDocument();
    expect(await companyNamed('Console Renamed Co')).toMatchObject({ version: 2 });
    // The History section below the form shows the rename as it was saved (issue 20).
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(await history.findByText('Name: Console Rename Co -> Console Renamed Co')).toBeInTheDocument();

    await callApi('/customerCompany/update', { method: 'POST', body: JSON.stringify({ uuid: created.uuid, name: 'Elsewhere Co', version: 2 }) });
    await typeName('Mine Co');
    await userEvent.click(screen.getByRole('button', { name: 'Update Company' }));
    await expectToast('This Customer Company was changed by someone else, please reload the page and try again', 'error');
  });

  it('a company in use: the delete dialog lists what belongs to it and offers no Delete', async () => {
    await loginToRealServer('demo.errigal');
    const acme = await companyNamed('Acme Towers');
    await renderCustomerCompanyPageAs('demo.errigal', `/customerCompany/edit/${acme?.uuid}`);
    await screen.findByRole('heading', { name: 'Edit Customer Company Acme Towers' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Towers' });
    expect(await within(dialog).findByText(IN_USE_TEXT)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: /^Users/ })).getByText('demo.sco')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: /^Business profiles/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await companyNamed('Acme Towers')).toBeDefined();
  });

  it('deletes an unused company and returns to the list, which no longer shows it', async () => {
    await loginToRealServer('demo.errigal');
    const created = await callApi<CustomerCompany>('/customerCompany/update', { method: 'POST', body: JSON.stringify({ name: 'Console Gone Co' }) });
    await renderCustomerCompanyPageAs('demo.errigal', `/customerCompany/edit/${created.uuid}`);
    await screen.findByRole('heading', { name: 'Edit Customer Company Console Gone Co' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Console Gone Co' });
    expect(await within(dialog).findByText(UNUSED_TEXT)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Customer Company Deleted Successfully', 'success');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customerCompany/list'));
    expect(await screen.findByRole('link', { name: 'Acme Towers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Console Gone Co' })).not.toBeInTheDocument();
    expect(await companyNamed('Console Gone Co')).toBeUndefined();
  });
});
