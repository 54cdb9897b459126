import { bearer, type startTestApp } from '../../../testing/testApp';

type App = Awaited<ReturnType<typeof startTestApp>>;
export type Body = Record<string, unknown>;
export const API = '/userprofile/api/v1';
/** The user agent the audit tests send, which their entries show. */
export const AGENT = { 'user-agent': 'audit-test/1.0' };

export interface Change {
  field: string;
  from?: string | null;
  to?: string | null;
  added?: string[];
  removed?: string[];
}
export interface Entry {
  uuid: string;
  at: string;
  actor: { uuid: string | null; username: string };
  address: string | null;
  userAgent: string | null;
  action: string;
  record: { type: string; uuid: string | null; name: string };
  changes: Change[];
  parentUuid: string | null;
}

/** The calls the audit tests share: writes with a token and AGENT, the audit API, and row lookups. */
export function auditRequests(app: App, tokens: Record<string, string>) {
  // A save's push outcome is recorded after its answer (server/features/users/handlers.ts).
  const settled = () => app.ctx.background.idle();
  const events = async (who: string, query: Record<string, string> = {}) => {
    await settled();
    const res = await app.inject({ method: 'GET', url: `${API}/audit/events?${new URLSearchParams(query)}`, headers: bearer(tokens[who]) });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Entry[]; total: number };
  };
  return {
    post: (who: string, url: string, payload: Body) => app.inject({ method: 'POST', url: `${API}${url}`, headers: { ...bearer(tokens[who]), ...AGENT }, payload }),
    events,
    /** A record's entries, newest first, without the pushes to applications that follow a user's save. */
    historyOf: async (uuid: string, who = 'demo.errigal') => (await events(who, { recordUuid: uuid, size: '100' })).items.filter((e) => e.action !== 'push'),
    countRows: async () => {
      await settled();
      return (await app.ctx.db.query<{ n: number }>('select count(*)::int as n from audit_event'))[0].n;
    },
    uuidOf: async (table: string, name: string, column = 'name') => {
      const rows = await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where ${column} = $1`, [name]);
      if (!rows[0]) throw new Error(`no ${table} ${name}`);
      return rows[0].uuid;
    },
  };
}
