import { buildApp, type App } from '../app';
import type { ServerConfig } from '../config';
import { openDb, type Db } from '../db/client';
import { clonePgliteTemplate, createPostgresDatabase, dropPostgresDatabase, testServerConfig } from '../testing/databaseTemplate';
import { bearer, loginAs } from '../testing/testApp';
import { bootstrapAdmin, NO_ADMIN_NOTE } from './bootstrapAdmin';
import { BUILT_IN_PROFILES, CONSOLE_CLIENT_ID, USER_PROFILE_APP } from '../db/builtins';

// A production install: SEED_DEMO=false on an empty database, started like the server starts
// (buildApp), on PGlite or, in the server-postgres project, on a PostgreSQL database of its own.
const ADMIN = { bootstrapAdminUsername: 'first.admin', bootstrapAdminPassword: 'Long-Enough-Pw1' };

interface Install {
  start(overrides?: Partial<ServerConfig>): Promise<App>;
  db: Db;
  /** Another connection to the install's database, as another server process would have. */
  connect(): Promise<Db>;
  drop(): Promise<void>;
}

async function emptyInstall(): Promise<Install> {
  const adminUrl = process.env.USE_TEST_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;
  if (adminUrl) {
    const scratch = await createPostgresDatabase(adminUrl, false);
    const db = await openDb({ databaseUrl: scratch.url, dataDir: '' });
    return {
      db,
      connect: () => openDb({ databaseUrl: scratch.url, dataDir: '' }),
      // Each start opens its own pool, as separate server processes would.
      start: (overrides) => buildApp(testServerConfig({ seedDemo: false, databaseUrl: scratch.url, ...overrides })),
      drop: async () => {
        await db.close();
        await dropPostgresDatabase(adminUrl, scratch.name);
      },
    };
  }
  // The run's blank database (before migrations) loads much quicker than a new PGlite is made.
  const db = (await clonePgliteTemplate('blank')) ?? (await openDb({ dataDir: 'memory://' }));
  return {
    db,
    // PGlite is one connection in one process: the others share it (and leave it open).
    connect: async () => ({ ...db, close: async () => undefined }),
    start: (overrides) => buildApp(testServerConfig({ seedDemo: false, ...overrides }), { db }),
    drop: () => db.close(),
  };
}

const count = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0].n;

/** Four starts at once, each with a bootstrap admin of its own name. */
async function startFourAtOnce(install: Install) {
  const apps = await Promise.all(
    ['a', 'b', 'c', 'd'].map((name) => install.start({ bootstrapAdminUsername: `admin.${name}`, bootstrapAdminPassword: 'Long-Enough-Pw1' })),
  );
  await Promise.all(apps.map((app) => app.close()));
}

/** Runs work while app_user is locked, and unlocks once `waiters` sessions wait for a lock. */
async function whileAppUserLocked<T>(db: Db, waiters: number, work: () => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  await db.transaction(async (tx) => {
    await tx.query('lock table app_user in access exclusive mode');
    result = work();
    result.catch(() => undefined);
    for (let waiting = 0; waiting < waiters; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [row] = await tx.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      waiting = row.n;
    }
  });
  return result!;
}

describe('a start without demo data', () => {
  let install: Install;
  beforeEach(async () => {
    install = await emptyInstall();
  });
  afterEach(() => install.drop());

  it('creates the built-ins, no user, and says how to create the first admin', async () => {
    const app = await install.start();
    await app.close();
    const { db } = install;
    expect(await count(db, 'application')).toBe(1);
    expect(await count(db, 'application where name = $1 and built_in', [USER_PROFILE_APP])).toBe(1);
    const roles = await db.query<{ name: string }>('select name from application_role order by name');
    expect(roles.map((r) => r.name)).toEqual(['ADMIN', 'ERRIGAL_ADMIN', 'SCO_ADMIN']);
    for (const { appProfile, businessProfile } of Object.values(BUILT_IN_PROFILES)) {
      expect(await count(db, 'app_profile where name = $1', [appProfile])).toBe(1);
      expect(
        await count(
          db,
          `business_profile bp join business_profile_app_profile bpap on bpap.business_profile_uuid = bp.uuid
             join app_profile ap on ap.uuid = bpap.app_profile_uuid where bp.name = $1 and ap.name = $2`,
          [businessProfile, appProfile],
        ),
      ).toBe(1);
    }
    expect(await count(db, 'auth_client where client_id = $1', [CONSOLE_CLIENT_ID])).toBe(1);
    expect(await count(db, 'app_user')).toBe(0);
    expect(await bootstrapAdmin(db, { publicUrl: 'http://localhost:8080' })).toBe(NO_ADMIN_NOTE);
  });

  it('creates the bootstrap admin, who logs in through the console client as ERRIGAL_ADMIN; a second start creates no other', async () => {
    const first = await install.start(ADMIN);
    const token = await loginAs(first, ADMIN.bootstrapAdminUsername, ADMIN.bootstrapAdminPassword);
    const me = await first.inject({ method: 'GET', url: '/userprofile/api/v1/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: ADMIN.bootstrapAdminUsername, roles: ['ERRIGAL_ADMIN'] });
    await first.close();

    const second = await install.start({ bootstrapAdminUsername: 'second.admin', bootstrapAdminPassword: 'Another-Long-Pw2' });
    await second.close();
    const users = await install.db.query<{ username: string }>('select username from app_user');
    expect(users).toEqual([{ username: ADMIN.bootstrapAdminUsername }]);
    expect(await count(install.db, 'application')).toBe(1);
  });

  it('refuses to start with a bootstrap password under 12 characters', async () => {
    await expect(install.start({ ...ADMIN, bootstrapAdminPassword: 'Elevenchar1' })).rejects.toThrow(
      'BOOTSTRAP_ADMIN_PASSWORD must be at least 12 characters',
    );
    await expect(install.start({ bootstrapAdminUsername: 'first.admin' })).rejects.toThrow(
      'BOOTSTRAP_ADMIN_USERNAME and BOOTSTRAP_ADMIN_PASSWORD must be set together',
    );
    // Refused before the database was touched: not even migrated.
    expect(await count(install.db, `information_schema.tables where table_name = 'app_user'`)).toBe(0);
  });

  it('four servers starting at once create the built-ins once and one bootstrap admin', async () => {
    await startFourAtOnce(install);
    expect(await count(install.db, 'app_user')).toBe(1);
    expect(await count(install.db, 'application')).toBe(1);
    expect(await count(install.db, 'application_role')).toBe(3);
    expect(await count(install.db, 'business_profile')).toBe(3);
    expect(await count(install.db, 'auth_client')).toBe(1);
  });

  it('four bootstrap attempts at once on a migrated install, each on a connection of its own, create one admin', async () => {
    await (await install.start()).close();
    const connections = await Promise.all([1, 2, 3, 4].map(() => install.connect()));
    const attempt = () =>
      Promise.all(
        connections.map((db, i) => bootstrapAdmin(db, { username: `admin.${i}`, password: 'Long-Enough-Pw1', publicUrl: 'http://localhost:8080' })),
      );
    // On PostgreSQL the test holds app_user locked until all four are waiting inside their
    // transaction, so without the bootstrap lock all four would read "no admin" together.
    const notes = install.db.kind === 'postgres' ? await whileAppUserLocked(install.db, 4, attempt) : await attempt();
    await Promise.all(connections.map((db) => db.close()));
    expect(notes.filter((note) => note?.startsWith('Created'))).toHaveLength(1);
    expect(await count(install.db, 'app_user')).toBe(1);
  });

  it('the demo seed builds on the built-ins: one User Profile application and one console client', async () => {
    const app = await install.start({ seedDemo: true });
    await loginAs(app, 'demo.errigal');
    await app.close();
    expect(await count(install.db, 'application where name = $1', [USER_PROFILE_APP])).toBe(1);
    expect(await count(install.db, 'auth_client')).toBe(1);
    expect(await count(install.db, 'app_profile where name = $1', [BUILT_IN_PROFILES.ADMIN.appProfile])).toBe(1);
  });
});
