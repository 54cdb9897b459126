import { sql } from 'kysely';
import type { Queryable } from '../../db/client';

/** A session as the sessions screens show it (contract SessionInfo). */
export interface SessionInfo {
  sid: string;
  startedAt: string;
  lastSeenAt: string;
  address: string | null;
  browser: string;
  client: string | null;
  current: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/(iPhone|iPad|iPod)/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Linux" from a User-Agent; "Unknown" when it names nothing known. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown';
}

/** The user's live sessions, most recently seen first; `currentSid` is marked current. */
export async function liveSessions(db: Queryable, userUuid: string, currentSid: string | null): Promise<SessionInfo[]> {
  const rows = await db.kysely
    .selectFrom('provider_session as s')
    .leftJoin('auth_client as c', 'c.client_id', 's.client_id')
    .select(['s.sid', 's.auth_time', 's.last_seen_at', 's.address', 's.user_agent', 'c.name as client_name', 's.client_id'])
    .where('s.user_uuid', '=', userUuid)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.sid')
    .execute();
  return rows.map((row) => ({
    sid: row.sid,
    startedAt: new Date(row.auth_time).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    address: row.address,
    browser: browserOf(row.user_agent),
    client: row.client_name ?? row.client_id,
    current: row.sid === currentSid,
  }));
}

/** Ends sessions of a user (one, all, or all but one); their tokens stop at their next request. Returns how many. */
export async function endSessions(db: Queryable, userUuid: string, which: { only: string } | { except: string } | 'all'): Promise<number> {
  let query = db.kysely.deleteFrom('provider_session').where('user_uuid', '=', userUuid);
  if (which !== 'all' && 'only' in which) query = query.where('sid', '=', which.only);
  if (which !== 'all' && 'except' in which) query = query.where('sid', '<>', which.except);
  const [result] = await query.execute();
  return Number(result?.numDeletedRows ?? 0);
}
