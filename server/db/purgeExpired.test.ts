import { sql } from 'kysely';
import { purgeExpired } from './purgeExpired';
import { startTestApp } from '../testing/testApp';

let app: Awaited<ReturnType<typeof startTestApp>>;
let userUuid: string;

beforeAll(async () => {
  app = await startTestApp();
  userUuid = (await app.ctx.db.kysely.selectFrom('app_user').select('uuid').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).uuid;
});
afterAll(() => app.stop());

const ago = (interval: string) => sql<Date>`now() - ${sql.raw(`interval '${interval}'`)}`;
const ahead = (interval: string) => sql<Date>`now() + ${sql.raw(`interval '${interval}'`)}`;

it('deletes expired codes, sessions, ended reset links and old failure counts, and keeps live ones', async () => {
  const { kysely } = app.ctx.db;
  // The purge the server starts with would otherwise take some of these rows before the test's own.
  await app.purgeIdle();
  const code = (hash: string, expires: Date | ReturnType<typeof ago>) => ({
    code_hash: hash, client_id: 'c', user_uuid: userUuid, redirect_uri: 'http://x/cb', code_challenge: 'ch', expires_at: expires,
  });
  await kysely.insertInto('auth_code').values([code('old-code', ago('2 minutes')), code('live-code', ahead('1 minute'))]).execute();
  await kysely
    .insertInto('provider_session')
    .values([
      { id_hash: 'old-session', user_uuid: userUuid, expires_at: ago('1 second') },
      { id_hash: 'live-session', user_uuid: userUuid, expires_at: ahead('1 hour') },
    ])
    .execute();
  await kysely
    .insertInto('password_reset_token')
    .values([
      { token_hash: 'used-long-ago', user_uuid: userUuid, expires_at: ago('1 day'), used_at: ago('2 days'), created_at: ago('2 days') },
      { token_hash: 'expired-long-ago', user_uuid: userUuid, expires_at: ago('2 days'), created_at: ago('2 days') },
      { token_hash: 'used-today', user_uuid: userUuid, expires_at: ahead('1 hour'), used_at: ago('1 minute'), created_at: ago('5 minutes') },
      { token_hash: 'valid', user_uuid: userUuid, expires_at: ahead('1 hour'), created_at: ago('3 days') },
    ])
    .execute();
  await kysely
    .insertInto('login_failure')
    .values([
      { key: 'old', failures: 3, window_start: ago('2 days'), locked_until: null },
      { key: 'recent', failures: 3, window_start: ago('1 minute'), locked_until: null },
    ])
    .execute();

  await kysely
    .insertInto('mfa_pending_login')
    .values([
      { ticket_hash: 'gone', user_uuid: userUuid, authorize_request: '{}', enrol: false, expires_at: ago('1 minute') },
      { ticket_hash: 'waiting', user_uuid: userUuid, authorize_request: '{}', enrol: false, expires_at: ahead('1 minute') },
    ])
    .execute();

  await kysely
    .insertInto('audit_event')
    .values([
      { actor_name: 'system', action: 'update', record_type: 'user', record_uuid: null, changes: '[]', at: ago('31 days'), record_name: 'old entry' },
      { actor_name: 'system', action: 'update', record_type: 'user', record_uuid: null, changes: '[]', at: ago('29 days'), record_name: 'kept entry' },
    ])
    .execute();

  const counts = await purgeExpired(app.ctx.db, 30);

  expect(counts).toMatchObject({ authCodes: 1, resetTokens: 2, loginFailures: 1, auditEvents: 1, pendingLogins: 1 });
  const entries = (await kysely.selectFrom('audit_event').select('record_name').where('actor_name', '=', 'system').execute()).map((r) => r.record_name);
  expect(entries).toContain('kept entry');
  expect(entries).not.toContain('old entry');
  expect(counts.sessions).toBeGreaterThanOrEqual(1);
  const left = async (table: 'auth_code' | 'provider_session', column: 'code_hash' | 'id_hash') =>
    (await app.ctx.db.query<{ id: string }>(`select ${column} as id from ${table}`)).map((r) => r.id);
  expect(await left('auth_code', 'code_hash')).toEqual(['live-code']);
  expect(await left('provider_session', 'id_hash')).toContain('live-session');
  expect(await left('provider_session', 'id_hash')).not.toContain('old-session');
  expect((await app.ctx.db.query<{ t: string }>('select ticket_hash as t from mfa_pending_login')).map((r) => r.t)).toEqual(['waiting']);
  const tokens = (await kysely.selectFrom('password_reset_token').select('token_hash').execute()).map((r) => r.token_hash).sort();
  expect(tokens).toEqual(['used-today', 'valid']);
  const failures = (await kysely.selectFrom('login_failure').select('key').execute()).map((r) => r.key);
  expect(failures).toContain('recent');
  expect(failures).not.toContain('old');
});

it('analyzes on PGlite, which has no autovacuum, a table changed by more than a tenth since its statistics', async () => {
  await app.purgeIdle();
  await purgeExpired(app.ctx.db, 30);
  await app.ctx.db.query(
    `insert into audit_event (actor_name, action, record_type, record_name) select 'stats', 'update', 'user', 'r' || g from generate_series(1, 2000) g`,
  );
  const { analyzed } = await purgeExpired(app.ctx.db, 30);
  const [{ planned }] = await app.ctx.db.query<{ planned: number }>(`select reltuples::int as planned from pg_class where relname = 'audit_event'`);
  if (app.ctx.db.kind === 'pglite') {
    expect(analyzed).toContain('audit_event');
    expect(planned).toBeGreaterThanOrEqual(2000);
    // Nothing changed since: nothing to analyze.
    expect((await purgeExpired(app.ctx.db, 30)).analyzed).toEqual([]);
  } else {
    expect(analyzed).toEqual([]);
  }
});

it('analyzes on PGlite a table that grew before a restart, whose change counts the restart lost', async () => {
  await app.purgeIdle();
  await purgeExpired(app.ctx.db, 30);
  await app.ctx.db.query(
    `insert into audit_event (actor_name, action, record_type, record_name) select 'restart', 'update', 'user', 'r' || g from generate_series(1, 3000) g`,
  );
  // What a restart does to PGlite's activity counts (n_mod_since_analyze back to 0).
  await app.ctx.db.query('select pg_stat_force_next_flush()');
  await app.ctx.db.query('select pg_stat_reset()');
  const { analyzed } = await purgeExpired(app.ctx.db, 30);
  expect(analyzed).toEqual(app.ctx.db.kind === 'pglite' ? ['audit_event'] : []);
  if (app.ctx.db.kind === 'pglite') expect((await purgeExpired(app.ctx.db, 30)).analyzed).toEqual([]);
});
