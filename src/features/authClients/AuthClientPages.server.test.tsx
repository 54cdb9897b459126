// The OAuth2 client screens against the real server (the file's own, started by its test environment).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthClient } from '../../api/authClients.gen';
import { loginToRealServer } from '../../app/testing/realServer';
import { callApi, expectToast } from '../../app/testing/realServerCalls';
import { CLIENT_ID_PLACEHOLDER, KEEP_SECRET_HINT } from './edit/AuthClientEditForm';
import { renderAuthClientPageAs } from './testing/renderAuthClientPage';

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const secretBox = () => box(/^Client Secret/);
const clients = () => callApi<AuthClient[]>('/authClient/list');
const clientNamed = async (name: string) => (await clients()).find((c) => c.name === name);

async function fill(name: RegExp, text: string) {
  await userEvent.clear(box(name));
  if (text === '') return;
  await userEvent.click(box(name));
  await userEvent.paste(text);
}

async function fillNewClient(name: string) {
  await fill(/^Name/, name);
  await fill(/^Description/, `${name} description`);
  await fill(/^Allowed Redirect Target/, 'https://reports.example.com/oauth/callback');
}

describe('OAuth2 client screens with the real server', () => {
  it('creates a client with a dice secret (32 letters and digits); the ID is generated and the secret never shown again', async () => {
    await renderAuthClientPageAs('demo.errigal', '/authClient/new');
    expect(await screen.findByRole('heading', { name: 'New OAuth2 Client' })).toBeInTheDocument();
    const clientId = box(/^Client ID/);
    expect(clientId).toHaveAttribute('readonly');
    expect(clientId).toHaveAttribute('placeholder', CLIENT_ID_PLACEHOLDER);
    expect(CLIENT_ID_PLACEHOLDER).toBe('ID be auto populated on create');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Client' })).toBeDisabled());

    await userEvent.click(screen.getByRole('button', { name: 'Generate secret' }));
    const first = (secretBox() as HTMLInputElement).value;
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Generate secret' }));
    const secret = (secretBox() as HTMLInputElement).value;
    expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(secret).not.toBe(first);

    await fillNewClient('Console Reports Portal');
    await userEvent.click(screen.getByRole('button', { name: 'Create Client' }));
    await expectToast('client updated', 'success');
    expect(await screen.findByRole('heading', { name: 'Edit OAuth2 Client' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authClient\/edit\/[0-9a-f-]{36}$/);

    const saved = await clientNamed('Console Reports Portal');
    expect(saved).toMatchObject({ secretSet: true, allowedRedirectTarget: 'https://reports.example.com/oauth/callback' });
    expect(JSON.stringify(saved)).not.toContain(secret);
    await waitFor(() => expect(box(/^Client ID/)).toHaveValue(saved?.clientId));
    expect(secretBox()).toHaveValue('');
    expect(screen.getByText(KEEP_SECRET_HINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Client' })).toBeEnabled();
  });

  it('updates a client with the secret left empty (kept)', async () => {
    await loginToRealServer('demo.errigal');
    await callApi('/authClient/update', {
      method: 'POST',
      body: JSON.stringify({ name: 'Console Billing Portal', description: 'Invoices', allowedRedirectTarget: 'https://billing.example.com/cb', clientSecret: 'BillingSecret01' }),
    });
    const created = await clientNamed('Console Billing Portal');
    await renderAuthClientPageAs('demo.errigal', `/authClient/edit/${created?.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Edit OAuth2 Client' })).toBeInTheDocument();
    await waitFor(() => expect(box(/^Name/)).toHaveValue('Console Billing Portal'));
    await fill(/^Description/, 'Invoices and credit notes');
    await userEvent.click(screen.getByRole('button', { name: 'Update Client' }));
    await expectToast('client updated', 'success');
    await waitFor(async () => expect(await clientNamed('Console Billing Portal')).toMatchObject({ description: 'Invoices and credit notes', secretSet: true, version: 2 }));
  });

  it('lists the clients with name, redirect URL and description, and a New Client button', async () => {
    await renderAuthClientPageAs('demo.errigal', '/authClient/list');
    expect(await screen.findByRole('heading', { name: 'OAuth2 Clients' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Console Billing Portal' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('https://billing.example.com/cb')).toBeInTheDocument();
    expect(within(row).getByText('Invoices and credit notes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User Profile Console' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Redirect URL/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'New Client' }));
    expect(await screen.findByRole('heading', { name: 'New OAuth2 Client' })).toBeInTheDocument();
  });

  it("shows SPEC's limit messages, requires the secret on create, and puts the server's 409 under the name", async () => {
    await renderAuthClientPageAs('demo.errigal', '/authClient/new');
    await screen.findByRole('heading', { name: 'New OAuth2 Client' });
    await fill(/^Client Secret/, 's'.repeat(65));
    await fill(/^Name/, 'n'.repeat(256));
    await fill(/^Description/, 'd'.repeat(256));
    await userEvent.tab();
    expect(await screen.findByText('This must be under 64 characters')).toBeInTheDocument();
    expect(screen.getAllByText('This must be under 255 characters')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Create Client' })).toBeDisabled();

    await fill(/^Client Secret/, '');
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Generate secret' }));
    await fillNewClient('User Profile Console');
    await userEvent.click(screen.getByRole('button', { name: 'Create Client' }));
    await expectToast('error updating client', 'error');
    expect(box(/^Name/)).toHaveAccessibleDescription('An OAuth2 client with this name already exists');
    expect(box(/^Name/)).toHaveValue('User Profile Console');
  });
});
