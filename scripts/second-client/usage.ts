// Compiled by scripts/check-second-client.js against types that openapi-typescript generates from
// openapi/userprofile.yaml: a backend team's client, made by a generator other than ours, must
// type-check against the contract. Each call below names a real path, method and body shape.
import createClient from 'openapi-fetch';
import type { components, paths } from './userprofile';

type User = components['schemas']['User'];

const client = createClient<paths>({ baseUrl: 'http://localhost:8080/userprofile/api/v1' });

export async function usage(token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const me = await client.GET('/me', { headers });
  const roles: string[] | undefined = me.data?.roles;

  const list = await client.GET('/user/list/active', { headers });
  const first = list.data?.[0];
  if (!first) return;

  const byId = await client.GET('/user/{id}', { params: { path: { id: first.uuid } }, headers });
  const user: User | undefined = byId.data;
  if (!user) return;

  const saved = await client.POST('/user/update', { body: { user: { ...user, firstName: 'Ann' }, clonedId: null }, headers });
  const failed: string[] | undefined = saved.data?.failedUpdateApps;

  const token2 = await client.POST('/auth/token', {
    body: { client_id: 'userprofile-console', code: 'c', code_verifier: 'v', grant_type: 'authorization_code' },
  });
  void [roles, failed, token2.data?.access_token];
}
