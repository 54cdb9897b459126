import { sql, type Insertable } from 'kysely';
import type { ServerConfig } from '../config';
import type { Db, Queryable } from '../db/client';
import type { Database, VisibilityKind } from '../db/schema';
import { ROLE_NAMES, type RoleName } from '../contract/roleNames';
import { hashPassword } from '../auth/passwords';
import { BUILT_IN_PROFILES, USER_PROFILE_APP } from '../db/builtins';
import { DEMO_APP_CREDENTIALS, DEMO_APPLICATIONS, demoApiHost } from '../demoApps/demoCatalog';

export const DEMO_ADMINS = [
  { username: 'demo.errigal', role: 'ERRIGAL_ADMIN', profile: 'Errigal Administrator', company: null },
  { username: 'demo.admin', role: 'ADMIN', profile: 'Customer Administrator', company: null },
  { username: 'demo.sco', role: 'SCO_ADMIN', profile: 'SCO Administrator', company: 'Acme Towers' },
] as const;

const SEED_LOCK = 7_201_602;
/** The demo applications' (unused) database password: the application form requires one. */
const DEMO_DATA_PASSWORD = 'demo-data-password';
/** Every seeded user's Default Tree (SPEC section 5): each demo business profile offers it through Snmp Manager. */
const DEMO_DEFAULT_TREE = 'North Tree';
const FIRST = ['Aoife', 'Brian', 'Ciara', 'Declan', 'Eimear', 'Fionn', 'Grainne', 'Hugh', 'Isla', 'Jack', 'Kate', 'Liam', 'Maeve', 'Niall', 'Orla', 'Padraig'];
const LAST = ['Murphy', 'Kelly', 'Byrne', 'Ryan', "O'Brien", 'Walsh', 'Doyle', 'McCarthy', 'Lynch', 'Quinn', 'Nolan'];

/** Demo data for a fresh database: applications, profiles, visibility, lookups and ~50 users. */
export async function seedDemoData(db: Db, config: ServerConfig): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const demoHashes = await Promise.all(DEMO_ADMINS.map(() => hashPassword(config.demoPassword)));
  return db.transaction(async (tx) => {
    // Another process may have seeded meanwhile: check again under the lock.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx.kysely);
    if (!(await isEmpty(tx))) return false;
    const ids = new Seeder(tx);
    await ids.rememberBuiltins();
    await seedLookups(ids);
    await seedApplications(ids, config.demoAppsUrl);
    await seedProfiles(ids);
    await seedVisibility(ids);
    await seedUsers(ids, demoHashes);
    return true;
  });
}

async function isEmpty(db: Queryable): Promise<boolean> {
  // The built-in application is there on every install (db/builtins.ts); demo ones are not.
  const demoApp = await db.kysely.selectFrom('application').select('uuid').where('built_in', '=', false).limit(1).executeTakeFirst();
  return demoApp === undefined;
}

/** The tables whose rows have a uuid that other demo rows refer to. */
type NamedTable =
  | 'customer_company'
  | 'location'
  | 'application'
  | 'application_role'
  | 'application_element'
  | 'app_profile'
  | 'business_profile'
  | 'visibility_element'
  | 'visibility_profile'
  | 'app_user';

/** Inserts rows and remembers their uuids by name. */
class Seeder {
  private uuids = new Map<string, string>();
  constructor(readonly tx: Queryable) {}

  async insert<T extends NamedTable>(table: T, key: string, values: Insertable<Database[T]>): Promise<string> {
    const row = await this.tx.kysely.insertInto(table).values(values).returning('uuid').executeTakeFirstOrThrow();
    this.uuids.set(`${table}:${key}`, row.uuid);
    return row.uuid;
  }

  /** The built-ins (db/builtins.ts) by the names the demo data refers to them with. */
  async rememberBuiltins() {
    const app = await this.tx.kysely.selectFrom('application').select('uuid').where('name', '=', USER_PROFILE_APP).executeTakeFirstOrThrow();
    this.uuids.set(`application:${USER_PROFILE_APP}`, app.uuid);
    for (const role of ROLE_NAMES) {
      const appProfile = BUILT_IN_PROFILES[role].appProfile;
      const row = await this.tx.kysely.selectFrom('app_profile').select('uuid').where('name', '=', appProfile).executeTakeFirstOrThrow();
      this.uuids.set(`app_profile:${appProfile}`, row.uuid);
    }
  }

  id(table: string, key: string): string {
    const uuid = this.uuids.get(`${table}:${key}`);
    if (!uuid) throw new Error(`seed: no ${table} ${key}`);
    return uuid;
  }
}

async function seedLookups(s: Seeder) {
  for (const name of ['Acme Towers', 'Northwind Telecom', 'Globex Networks']) await s.insert('customer_company', name, { name });
  const places: [string, number, number][] = [['Dublin', 53.35, -6.26], ['Belfast', 54.6, -5.93], ['Cork', 51.9, -8.47], ['London', 51.5, -0.13], ['New York', 40.71, -74.0]];
  for (const [name, latitude, longitude] of places) await s.insert('location', name, { name, latitude, longitude });
  await s.tx.kysely
    .insertInto('user_element_config')
    .values([
      { category: 'NOVA_NOVA_TREE', label: 'Default Tree', type: 'DROPDOWN' },
      { category: 'REPORT_ACCESS', label: 'Report Access', type: 'DROPDOWN' },
    ])
    .execute();
}

/**
 * The demo applications point at the demo application server (server/demoApps), and carry every
 * setting the application form requires (a database nobody connects to), so they save unchanged.
 */
function demoConnection(appName: string, demoAppsUrl: string) {
  const demo = DEMO_APPLICATIONS.find((app) => app.name === appName);
  if (!demo) return {};
  return {
    api_host: demoApiHost(demoAppsUrl, demo.slug),
    api_username: DEMO_APP_CREDENTIALS.username,
    api_password: DEMO_APP_CREDENTIALS.password,
    data_url: `jdbc:postgresql://db.demo.invalid:5432/${demo.slug}`,
    data_username: demo.slug.replace('-', '_'),
    data_password: DEMO_DATA_PASSWORD,
  };
}

async function seedApplications(s: Seeder, demoAppsUrl: string) {
  const apps: { name: string; roles: [string, RoleName][]; elements: [string, string][] }[] = [
    {
      name: 'Snmp Manager',
      roles: [['OPERATOR', 'SCO_ADMIN'], ['VIEWER', 'SCO_ADMIN'], ['ENGINEER', 'ADMIN']],
      elements: [['NOVA_NOVA_TREE', 'North Tree'], ['NOVA_NOVA_TREE', 'South Tree'], ['NOVA_NOVA_TREE', 'Core Tree']],
    },
    {
      name: 'Ticketer',
      roles: [['AGENT', 'SCO_ADMIN'], ['SUPERVISOR', 'ADMIN']],
      elements: [['REPORT_ACCESS', 'Daily Reports'], ['REPORT_ACCESS', 'Weekly Reports']],
    },
    { name: 'Alarm Viewer', roles: [['VIEWER', 'SCO_ADMIN'], ['ACKNOWLEDGER', 'ADMIN']], elements: [] },
  ];
  for (const app of apps) {
    const uuid = await s.insert('application', app.name, {
      name: app.name,
      api_auth_type: 'HTTP_BASIC',
      data_driver_name: 'org.postgresql.Driver',
      ...demoConnection(app.name, demoAppsUrl),
    });
    for (const [name, minimumRole] of app.roles) {
      await s.insert('application_role', `${app.name}/${name}`, { application_uuid: uuid, name, minimum_role: minimumRole });
    }
    for (const [category, name] of app.elements) {
      await s.insert('application_element', `${app.name}/${name}`, { application_uuid: uuid, name, category, minimum_role: 'SCO_ADMIN' });
    }
  }
}

async function seedProfiles(s: Seeder) {
  const appProfiles: [string, string, RoleName, string[], string[]][] = [
    ['Snmp Operator', 'Snmp Manager', 'SCO_ADMIN', ['OPERATOR', 'VIEWER'], ['North Tree', 'South Tree']],
    ['Snmp Viewer', 'Snmp Manager', 'SCO_ADMIN', ['VIEWER'], ['North Tree']],
    ['Ticketer Agent', 'Ticketer', 'SCO_ADMIN', ['AGENT'], ['Daily Reports']],
    ['Alarm Watch', 'Alarm Viewer', 'ADMIN', ['VIEWER'], []],
  ];
  for (const [name, app, minimumRole, roles, elements] of appProfiles) {
    const uuid = await s.insert('app_profile', name, {
      name,
      description: `${name} access to ${app}`,
      application_uuid: s.id('application', app),
      minimum_role: minimumRole,
    });
    for (const role of roles) {
      await s.tx.kysely.insertInto('app_profile_role').values({ app_profile_uuid: uuid, role_uuid: s.id('application_role', `${app}/${role}`) }).execute();
    }
    for (const el of elements) {
      await s.tx.kysely.insertInto('app_profile_element').values({ app_profile_uuid: uuid, element_uuid: s.id('application_element', `${app}/${el}`) }).execute();
    }
  }
  const businessProfiles: [string, RoleName, string | null, string[]][] = [
    ['Errigal Administrator', 'ERRIGAL_ADMIN', null, ['UP Errigal Admin', 'Snmp Operator', 'Ticketer Agent']],
    ['Customer Administrator', 'ADMIN', null, ['UP Admin', 'Snmp Operator']],
    ['SCO Administrator', 'SCO_ADMIN', 'Acme Towers', ['UP SCO Admin', 'Snmp Viewer']],
    ['NOC Operator', 'ADMIN', null, ['Snmp Operator', 'Ticketer Agent', 'Alarm Watch']],
    ['SCO Field Engineer', 'SCO_ADMIN', null, ['Snmp Viewer', 'Ticketer Agent']],
  ];
  for (const [name, minimumRole, company, profiles] of businessProfiles) {
    const uuid = await s.insert('business_profile', name, {
      name,
      description: `Demo business profile ${name}`,
      minimum_role: minimumRole,
      company_uuid: company ? s.id('customer_company', company) : null,
    });
    for (const p of profiles) {
      await s.tx.kysely.insertInto('business_profile_app_profile').values({ business_profile_uuid: uuid, app_profile_uuid: s.id('app_profile', p) }).execute();
    }
  }
}

async function seedVisibility(s: Seeder) {
  const elements: [VisibilityKind, string, string?][] = [
    ['carrier', 'Vodafone'], ['carrier', 'Three'], ['carrier', 'Eir'],
    ['cluster', 'Ireland'], ['cluster', 'Leinster', 'Ireland'], ['cluster', 'Dublin North', 'Leinster'], ['cluster', 'Dublin South', 'Leinster'],
    ['cluster', 'Munster', 'Ireland'], ['cluster', 'Cork City', 'Munster'], ['cluster', 'United Kingdom'], ['cluster', 'London', 'United Kingdom'],
    ['clusterGroup', 'East Region'], ['clusterGroup', 'South Region'],
    ['networkGroup', 'Core Network'], ['networkGroup', 'Access Network'],
    ['networkElementAttribute', 'Indoor'], ['networkElementAttribute', 'Outdoor'],
    ['venue', 'Aviva Stadium'], ['venue', 'Croke Park'],
  ];
  for (const [kind, name, parent] of elements) {
    await s.insert('visibility_element', `${kind}/${name}`, { kind, name, parent_uuid: parent ? s.id('visibility_element', `${kind}/${parent}`) : null });
  }
  const profiles: [string, RoleName, string | null, string][] = [
    ['Global', 'ERRIGAL_ADMIN', null, 'Ireland'],
    ['All Ireland', 'ADMIN', null, 'Ireland'],
    ['UK Network', 'ADMIN', null, 'United Kingdom'],
    ['Dublin Only', 'SCO_ADMIN', 'Acme Towers', 'Leinster'],
    ['Cork Field', 'SCO_ADMIN', null, 'Munster'],
  ];
  for (const [name, minimumRole, company, primary] of profiles) {
    const uuid = await s.insert('visibility_profile', name, {
      name,
      description: `Demo visibility ${name}`,
      minimum_role: minimumRole,
      company_uuid: company ? s.id('customer_company', company) : null,
      primary_cluster_uuid: s.id('visibility_element', `cluster/${primary}`),
    });
    await s.tx.kysely.insertInto('visibility_profile_element').values({ profile_uuid: uuid, element_uuid: s.id('visibility_element', `cluster/${primary}`) }).execute();
  }
}

async function seedUsers(s: Seeder, demoHashes: string[]) {
  const visibilityFor: Record<RoleName, string> = { ERRIGAL_ADMIN: 'Global', ADMIN: 'All Ireland', SCO_ADMIN: 'Dublin Only' };
  for (const [i, admin] of DEMO_ADMINS.entries()) {
    await s.insert('app_user', admin.username, {
      username: admin.username,
      email: `${admin.username}@example.com`,
      first_name: 'Demo',
      last_name: admin.role.replace('_', ' '),
      active: true,
      location_uuid: s.id('location', 'Dublin'),
      business_profile_uuid: s.id('business_profile', admin.profile),
      visibility_profile_uuid: s.id('visibility_profile', visibilityFor[admin.role]),
      minimum_role: admin.role,
      company_uuid: admin.company ? s.id('customer_company', admin.company) : null,
      password_hash: demoHashes[i],
    });
    await assignDefaultTree(s, admin.username);
  }
  // 47 more, mixed: one in four inactive, levels spread, SCO users across companies. Each passes
  // the user form's rules, so it saves unchanged: a business profile and a Default Tree element.
  const levels: RoleName[] = ['ADMIN', 'SCO_ADMIN', 'ADMIN', 'ERRIGAL_ADMIN', 'SCO_ADMIN'];
  const companies = ['Acme Towers', null, 'Northwind Telecom', 'Acme Towers', 'Globex Networks'];
  const profilesFor: Record<RoleName, string[]> = {
    ERRIGAL_ADMIN: ['Errigal Administrator', 'NOC Operator'],
    ADMIN: ['NOC Operator', 'Customer Administrator'],
    SCO_ADMIN: ['SCO Field Engineer', 'SCO Administrator'],
  };
  const locations = ['Dublin', 'Belfast', 'Cork', 'London', 'New York'];
  for (let i = 0; i < 47; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    const level = levels[i % levels.length];
    const company = level === 'SCO_ADMIN' ? companies[i % companies.length] : null;
    const username = `${first}.${last.replace("'", '')}${i}`.toLowerCase();
    await s.insert('app_user', username, {
      username,
      email: `${username}@example.com`,
      first_name: first,
      last_name: last,
      desk_phone: i % 3 === 0 ? `+353 1 555 ${String(1000 + i)}` : null,
      active: i % 4 !== 3,
      location_uuid: s.id('location', locations[i % locations.length]),
      business_profile_uuid: s.id('business_profile', profilesFor[level][i % 2]),
      visibility_profile_uuid: s.id('visibility_profile', level === 'SCO_ADMIN' ? (company === 'Acme Towers' ? 'Dublin Only' : 'Cork Field') : 'All Ireland'),
      minimum_role: level,
      company_uuid: company ? s.id('customer_company', company) : null,
    });
    await assignDefaultTree(s, username);
  }
}

async function assignDefaultTree(s: Seeder, username: string) {
  await s.tx.kysely
    .insertInto('user_element')
    .values({ user_uuid: s.id('app_user', username), element_uuid: s.id('application_element', `Snmp Manager/${DEMO_DEFAULT_TREE}`) })
    .execute();
}
