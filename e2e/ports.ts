/**
 * Every port an e2e run listens on, counted from E2E_PORT and assigned here only, so that no two
 * specs' servers can ever share one (each own server's demo applications take the port after it).
 */
const base = Number(process.env.E2E_PORT ?? 18_431);

export const E2E_PORTS = {
  /** The run's shared server (playwright.config.ts); its demo applications take the port after it. */
  shared: base,
  /** The test SMTP server of the shared server (e2e/globalSetup.ts). */
  smtp: base + 2,
  header: base + 4,
  headerService: base + 6,
  visibilityLayout: base + 8,
  publicOrigin: base + 10,
  mfa: base + 12,
  passkey: base + 14,
  productionImage: base + 16,
  passkeyAuthorizationPage: base + 18,
  enterpriseSso: base + 20,
} as const;
