import path from 'node:path';
import { forbiddenHostProblem } from './connectors/outboundTarget';
import { CONSOLE_BUILD_DIR } from './paths';
import { isRoleName, ROLE_NAMES, type RoleName } from './contract/roleNames';

/** Everything the server reads from the environment (documented in README). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory; 'memory://' keeps the database in memory (tests). */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Origin the product is reached at; links in mails are built from it, never from Host. */
  publicUrl: string;
  /** PUBLIC_URL was not set: publicUrl is http://localhost:<PORT>, and browsers at other addresses are redirected or told (http/publicOrigin.ts). */
  publicUrlDefaulted: boolean;
  smtpUrl?: string;
  layoutCode: string;
  demoPassword: string;
  /** Seed demo data when the database is empty. */
  seedDemo: boolean;
  accessTokenTtlSeconds: number;
  /** At start, a signing key older than this is rotated (server/auth/signingKeys.ts). */
  signingKeyMaxAgeDays: number;
  providerSessionTtlSeconds: number;
  passwordResetTtlMinutes: number;
  /** Where the built console is; null serves the API only. */
  consoleDir: string | null;
  logLevel: string;
  /** Base URL of the demo applications (server/demoApps); the seed points demo applications at it. */
  demoAppsUrl: string;
  /** Start the demo applications in this process (main.ts) on demoAppsUrl's port. */
  startDemoApps: boolean;
  /** How long a call to an application's connector may take. */
  connectorTimeoutMs: number;
  /** How often expired codes, sessions, reset tokens and login failure counts are deleted. */
  purgeIntervalMinutes: number;
  /** Audit entries older than this many days are purged with the expired rows (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** The network inventory that visibility sync reads (openapi/inventory.yaml, server/inventory). */
  inventory: InventorySettings;
  /** ALLOW_LINK_LOCAL_TARGETS=true: apiHost and INVENTORY_URL may be link-local or metadata addresses (connectors/outboundTarget.ts). */
  allowLinkLocalTargets: boolean;
  /** Start the demo inventory in this process (main.ts) on inventory.url's port: INVENTORY_URL unset and DEMO_INVENTORY not false. */
  startDemoInventory: boolean;
  /** The first ERRIGAL_ADMIN, created at start while none exists (bootstrap/bootstrapAdmin.ts). */
  bootstrapAdminUsername?: string;
  bootstrapAdminPassword?: string;
  /** Account lockout and per-address slow-down of failed logins (features/session/loginThrottle.ts). */
  loginThrottle: LoginThrottlePolicy;
  /** The suite's common header service (HEADER_*), null when not configured: the console keeps its own header. */
  suiteHeader: SuiteHeaderSettings | null;
  /** Google Analytics site id (GA_SITE_ID); without it no analytics script is loaded. */
  gaSiteId?: string;
  /** External OpenID Connect provider for Enterprise SSO (IDP_*), null when IDP_ISSUER_URL is unset. */
  enterpriseSso: EnterpriseSsoSettings | null;
  /** MFA_REQUIRED_ROLES: console roles whose users must sign in with a second factor (features/mfa). */
  mfaRequiredRoles: RoleName[];
  /** IDP_REQUIRE_MFA=true: an Enterprise SSO login counts only when the provider's amr/acr shows MFA. */
  idpRequireMfa: boolean;
  /** METRICS_TOKEN: the bearer token GET /metrics needs; unset, the metrics are open (features/operations). */
  metricsToken?: string;
}

/** MFA_REQUIRED_ROLES: comma-separated console roles (empty: none); an unknown name stops the start. */
export function mfaRequiredRolesFrom(env: NodeJS.ProcessEnv): RoleName[] {
  const names = (env.MFA_REQUIRED_ROLES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!isRoleName(name)) throw new Error(`MFA_REQUIRED_ROLES: ${name} is not a console role (${ROLE_NAMES.join(', ')})`);
  }
  return [...new Set(names)] as RoleName[];
}

/** README "Enterprise SSO": the provider is found by discovery from its issuer URL. */
export interface EnterpriseSsoSettings {
  issuerUrl: string;
  clientId: string;
  /** Sent to the token endpoint (client_secret_basic) when set; a public client uses PKCE alone. */
  clientSecret?: string;
  /** The ID token (or userinfo) claim holding the console username. */
  usernameClaim: string;
  /** How long each call to the provider may take. */
  timeoutMs: number;
}

/** IDP_ISSUER_URL and IDP_CLIENT_ID together or neither; a bad URL stops the start. */
export function enterpriseSsoFrom(env: NodeJS.ProcessEnv): EnterpriseSsoSettings | null {
  const issuerUrl = env.IDP_ISSUER_URL?.trim().replace(/\/+$/, '');
  const clientId = env.IDP_CLIENT_ID?.trim();
  if (!issuerUrl && !clientId) return null;
  if (!issuerUrl || !clientId) throw new Error('IDP_ISSUER_URL and IDP_CLIENT_ID are set together or not at all');
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(issuerUrl)) throw new Error('IDP_ISSUER_URL must be an http(s) URL without query or fragment');
  return {
    issuerUrl,
    clientId,
    clientSecret: env.IDP_CLIENT_SECRET || undefined,
    usernameClaim: env.IDP_USERNAME_CLAIM?.trim() || 'preferred_username',
    timeoutMs: int(env.IDP_TIMEOUT_MS, 5000),
  };
}

/** Where the console loads the common header from (README "Suite header and analytics"). */
export interface SuiteHeaderSettings {
  /** Base URL, http(s), without a trailing slash; its origin is allowed by the CSP. */
  url: string;
  css: string;
  config: string;
  version: string;
}

/** HEADER_URL, HEADER_CSS, HEADER_CONFIG and HEADER_VERSION, all four or none; a bad URL or a partial set stops the start. */
export function suiteHeaderFrom(env: NodeJS.ProcessEnv): SuiteHeaderSettings | null {
  const values = { url: env.HEADER_URL, css: env.HEADER_CSS, config: env.HEADER_CONFIG, version: env.HEADER_VERSION };
  const given = Object.values(values).filter((value) => value !== undefined && value !== '');
  if (given.length === 0) return null;
  if (given.length < 4) throw new Error('HEADER_URL, HEADER_CSS, HEADER_CONFIG and HEADER_VERSION are set together or not at all');
  const url = String(values.url).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(url)) throw new Error('HEADER_URL must be an http(s) URL without query or fragment');
  const segment = /^[A-Za-z0-9._-]+$/;
  for (const name of ['css', 'config', 'version'] as const) {
    if (!segment.test(String(values[name])) || values[name] === '..') throw new Error(`HEADER_${name.toUpperCase()} may hold only letters, digits, '.', '_' and '-'`);
  }
  return { url, css: String(values.css), config: String(values.config), version: String(values.version) };
}

/** GA_SITE_ID: a measurement id such as G-ABC123 or UA-1234-1. */
function gaSiteIdFrom(env: NodeJS.ProcessEnv): string | undefined {
  const id = env.GA_SITE_ID?.trim();
  if (!id) return undefined;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new Error('GA_SITE_ID may hold only letters, digits and -');
  return id;
}

/** How the server reaches the network inventory (README "Network inventory (visibility source)"). */
export interface InventorySettings {
  url: string;
  authType: 'HTTP_BASIC' | 'BEARER';
  username: string;
  password: string;
  token: string;
  timeoutMs: number;
}

/** The demo inventory's credentials (server/inventory/demoInventoryServer.ts), used while INVENTORY_URL is unset. */
export const DEMO_INVENTORY_CREDENTIALS = { username: 'userprofile', password: 'demo-inventory' } as const;

/** Failed-login policy; what each number does is told in features/session/loginThrottle.ts. */
export interface LoginThrottlePolicy {
  threshold: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
  addressFreeFailures: number;
  addressDelayMs: number;
  addressMaxDelayMs: number;
}

export const DEFAULT_DEMO_PASSWORD = 'Demo-Password-1';

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 8080);
  const allowLinkLocalTargets = env.ALLOW_LINK_LOCAL_TARGETS === 'true';
  if (env.INVENTORY_URL) {
    const problem = forbiddenHostProblem(new URL(env.INVENTORY_URL), allowLinkLocalTargets);
    if (problem) throw new Error(`INVENTORY_URL ${problem}`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.resolve('data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlDefaulted: !env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL || undefined,
    layoutCode: env.LAYOUT_CODE ?? 'SCO,NEA,VEN',
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO !== 'false',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    signingKeyMaxAgeDays: int(env.SIGNING_KEY_MAX_AGE_DAYS, 90),
    providerSessionTtlSeconds: int(env.SESSION_TTL_SECONDS, 8 * 3600),
    passwordResetTtlMinutes: int(env.PASSWORD_RESET_TTL_MINUTES, 60),
    consoleDir: env.CONSOLE_DIR ?? CONSOLE_BUILD_DIR,
    logLevel: env.LOG_LEVEL ?? 'info',
    demoAppsUrl: (env.DEMO_APPS_URL ?? `http://127.0.0.1:${port + 1}`).replace(/\/+$/, ''),
    startDemoApps: env.DEMO_APPS !== 'false',
    connectorTimeoutMs: int(env.CONNECTOR_TIMEOUT_MS, 3000),
    purgeIntervalMinutes: int(env.PURGE_INTERVAL_MINUTES, 60),
    auditRetentionDays: int(env.AUDIT_RETENTION_DAYS, 400),
    inventory: {
      url: (env.INVENTORY_URL || `http://127.0.0.1:${port + 3}/inventory`).replace(/\/+$/, ''),
      authType: env.INVENTORY_AUTH_TYPE === 'BEARER' ? 'BEARER' : 'HTTP_BASIC',
      username: env.INVENTORY_USERNAME ?? (env.INVENTORY_URL ? '' : DEMO_INVENTORY_CREDENTIALS.username),
      password: env.INVENTORY_PASSWORD ?? (env.INVENTORY_URL ? '' : DEMO_INVENTORY_CREDENTIALS.password),
      token: env.INVENTORY_TOKEN ?? '',
      timeoutMs: int(env.INVENTORY_TIMEOUT_MS, 10_000),
    },
    startDemoInventory: !env.INVENTORY_URL && env.DEMO_INVENTORY !== 'false',
    allowLinkLocalTargets,
    bootstrapAdminUsername: env.BOOTSTRAP_ADMIN_USERNAME || undefined,
    bootstrapAdminPassword: env.BOOTSTRAP_ADMIN_PASSWORD || undefined,
    loginThrottle: {
      threshold: int(env.LOGIN_LOCK_THRESHOLD, 10),
      baseLockSeconds: int(env.LOGIN_LOCK_BASE_SECONDS, 30),
      maxLockSeconds: int(env.LOGIN_LOCK_MAX_SECONDS, 900),
      addressFreeFailures: int(env.LOGIN_ADDRESS_FREE_FAILURES, 30),
      addressDelayMs: int(env.LOGIN_ADDRESS_DELAY_MS, 250),
      addressMaxDelayMs: int(env.LOGIN_ADDRESS_MAX_DELAY_MS, 5000),
    },
    suiteHeader: suiteHeaderFrom(env),
    gaSiteId: gaSiteIdFrom(env),
    enterpriseSso: enterpriseSsoFrom(env),
    mfaRequiredRoles: mfaRequiredRolesFrom(env),
    idpRequireMfa: env.IDP_REQUIRE_MFA === 'true',
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

/** A config for tests: in-memory database, no console, quiet. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    publicUrl: 'http://localhost:8080',
    publicUrlDefaulted: false,
    consoleDir: null,
    logLevel: 'silent',
    // Port 1 is closed: tests that do not start the demo applications push to nothing.
    demoAppsUrl: 'http://127.0.0.1:1',
    startDemoApps: false,
    // Port 1 is closed: a sync in a test without an inventory of its own gets no response.
    inventory: { ...loadConfig({}).inventory, url: 'http://127.0.0.1:1/inventory' },
    startDemoInventory: false,
    ...overrides,
  };
}
