import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// The process's Prometheus metrics (README "Operations"), served at GET /metrics. One registry per
// process, as Prometheus scrapes each process: several apps in one process (tests) add up. Labels
// are bounded sets (route patterns, status codes, outcomes), never a URL, a username or an id.

export const metricsRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'userprofile_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code; _count is the request count',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** success: the password was right; failure: unknown user, wrong password or inactive; locked: the account was locked; throttled: 429 for the address. */
export type LoginOutcome = 'success' | 'failure' | 'locked' | 'throttled';

const loginsTotal = new Counter({
  name: 'userprofile_logins_total',
  help: 'Password checks of logins (console, form and authorization page) by outcome',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
export const countLogin = (outcome: LoginOutcome) => loginsTotal.inc({ outcome });

export const lockoutsTotal = new Counter({
  name: 'userprofile_account_lockouts_total',
  help: 'Accounts locked by a failed password or second-factor code at or past LOGIN_LOCK_THRESHOLD',
  registers: [metricsRegistry],
});

/** success: every user reached every application; failedApplications: some application failed; error: the job stopped on a server error. */
export type PushJobOutcome = 'success' | 'failedApplications' | 'error';

const pushJobsTotal = new Counter({
  name: 'userprofile_push_jobs_total',
  help: 'Finished push jobs (users a profile save affected, sent to their applications) by outcome',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
export const countPushJob = (outcome: PushJobOutcome) => pushJobsTotal.inc({ outcome });

export type OutboundTarget = 'connector' | 'inventory';
export type OutboundOutcome = 'success' | 'error' | 'timeout';

export const outboundCallDuration = new Histogram({
  name: 'userprofile_outbound_call_duration_seconds',
  help: "Calls to applications' connectors and to the network inventory by target, operation and outcome",
  labelNames: ['target', 'operation', 'outcome'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const pools = new Set<() => PoolStats>();
const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      this.set([...pools].reduce((sum, stats) => sum + read(stats()), 0));
    },
  });
poolGauge('userprofile_db_pool_connections', 'Open PostgreSQL connections of the pool (0 on PGlite)', (s) => s.total);
poolGauge('userprofile_db_pool_idle_connections', 'Idle PostgreSQL connections of the pool', (s) => s.idle);
poolGauge('userprofile_db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection', (s) => s.waiting);
poolGauge('userprofile_db_pool_max_connections', 'Most connections the pool opens', (s) => s.max);

/** Reports a PostgreSQL pool in the db_pool gauges until the returned function is called. */
export function watchDbPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => pools.delete(stats);
}

/** prom-client's process metrics (CPU, memory, event loop lag, GC): for the server process only, not for tests. */
export function collectProcessMetrics(): void {
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'userprofile_' });
}
