/**
 * Every port an e2e run listens on, counted from E2E_PORT and assigned here only, so that no two
 * servers of a run can ever share one (each server's demo applications take the port after it).
 */
const base = Number(process.env.E2E_PORT ?? 18_431);

export const E2E_PORTS = {
  /** The run's two shared servers (playwright.config.ts) and their test SMTP servers. */
  sharedA: base,
  smtpA: base + 2,
  sharedB: base + 22,
  smtpB: base + 24,
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
