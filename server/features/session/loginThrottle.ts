import type { Queryable } from '../../db/client';

// Failed logins are counted per account and per address in the database, so the limit holds
// across server processes. Over the limit within the window, logins are refused for the window.
const WINDOW = "interval '15 minutes'";
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 30;

export const accountKey = (username: string) => `user:${username.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export async function isLocked(db: Queryable, keys: string[]): Promise<boolean> {
  const rows = await db.query('select 1 from login_failure where key = any($1) and locked_until > now()', [keys]);
  return rows.length > 0;
}

export async function recordFailure(db: Queryable, key: string, limit: number): Promise<void> {
  await db.query(
    `insert into login_failure (key, failures, window_start) values ($1, 1, now())
     on conflict (key) do update set
       failures = case when login_failure.window_start < now() - ${WINDOW} then 1 else login_failure.failures + 1 end,
       window_start = case when login_failure.window_start < now() - ${WINDOW} then now() else login_failure.window_start end,
       locked_until = case when login_failure.window_start >= now() - ${WINDOW} and login_failure.failures + 1 >= $2
                           then now() + ${WINDOW} else login_failure.locked_until end`,
    [key, limit],
  );
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('delete from login_failure where key = $1', [key]);
}
