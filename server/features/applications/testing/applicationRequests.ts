import { bearer, type startTestApp } from '../../../testing/testApp';

export const API = '/userprofile/api/v1';
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
export type Body = Record<string, unknown>;

/** The API calls of the applications feature, as one admin. */
export function applicationRequests(app: TestApp, tokens: Record<string, string>) {
  const as = (who: string) => bearer(tokens[who]);
  return {
    list: (who: string) => app.inject({ method: 'GET', url: `${API}/app/list`, headers: as(who) }),
    get: (who: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/app/${uuid}`, headers: as(who) }),
    save: (who: string, payload: Body) => app.inject({ method: 'POST', url: `${API}/app/update`, headers: as(who), payload }),
    sync: (who: string, uuid: string) => app.inject({ method: 'POST', url: `${API}/app/sync`, headers: as(who), payload: { uuid } }),
    syncAll: (who: string) => app.inject({ method: 'POST', url: `${API}/app/syncAll`, headers: as(who) }),
    remove: (who: string, uuid: string) => app.inject({ method: 'DELETE', url: `${API}/app/${uuid}`, headers: as(who) }),
  };
}

/** A valid new application with every setting (HTTP_BASIC unless told). */
export function newApplication(name: string, overrides: Body = {}): Body {
  return {
    name,
    dataUrl: 'jdbc:postgresql://db.example.com/app',
    dataDriverName: 'org.postgresql.Driver',
    dataUsername: 'app_reader',
    dataPassword: 'db-secret-1',
    apiHost: 'http://127.0.0.1:1/connector',
    apiAuthType: 'HTTP_BASIC',
    apiUsername: 'connector-user',
    apiPassword: 'api-secret-1',
    ...overrides,
  };
}

export async function uuidOf(app: TestApp, table: 'application' | 'app_profile' | 'business_profile', name: string): Promise<string> {
  const rows = await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where name = $1`, [name]);
  if (!rows[0]) throw new Error(`no ${table} ${name}`);
  return rows[0].uuid;
}
