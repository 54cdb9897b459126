import { bearer, type startTestApp } from '../../../testing/testApp';

type App = Awaited<ReturnType<typeof startTestApp>>;
export type Body = Record<string, unknown>;
const API = '/userprofile/api/v1';

/** The visibility profile calls of the contract, as one caller. */
export function visibilityRequests(app: App, tokens: Record<string, string>) {
  const as = (who: string) => bearer(tokens[who]);
  return {
    list: (who: string) => app.inject({ method: 'GET', url: `${API}/profile/visibility/list`, headers: as(who) }),
    choices: (who: string) => app.inject({ method: 'GET', url: `${API}/profile/visibility/choices`, headers: as(who) }),
    get: (who: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/profile/visibility/get/${uuid}`, headers: as(who) }),
    users: (who: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/profile/visibility/${uuid}/users`, headers: as(who) }),
    save: (who: string, payload: Body) => app.inject({ method: 'POST', url: `${API}/profile/visibility/update`, headers: as(who), payload }),
    remove: (who: string, uuid: string) => app.inject({ method: 'DELETE', url: `${API}/profile/visibility/${uuid}`, headers: as(who) }),
    sync: (who: string, kind: string) => app.inject({ method: 'GET', url: `${API}/visibility/sync/${kind}`, headers: as(who) }),
  };
}

/** The uuid of the visibility element of a kind by name (or by source id). */
export async function elementUuid(app: App, kind: string, name: string, column: 'name' | 'source_id' = 'name'): Promise<string> {
  const rows = await app.ctx.db.query<{ uuid: string }>(`select uuid from visibility_element where kind = $1 and ${column} = $2`, [kind, name]);
  if (rows.length !== 1) throw new Error(`expected one ${kind} ${name}, found ${rows.length}`);
  return rows[0].uuid;
}

export async function uuidOf(app: App, table: string, name: string, column = 'name'): Promise<string> {
  const rows = await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where ${column} = $1`, [name]);
  if (!rows[0]) throw new Error(`no ${table} ${name}`);
  return rows[0].uuid;
}
