import type { Db, Queryable } from '../../db/client';
import type { VisibilityKind } from '../../db/schema';
import type { components } from '../../contract/openapi.gen';
import { visibleTo, type Caller } from '../../auth/visibility';
import { grantsOf, visibilityOf } from './userAccess';

type UserAccess = components['schemas']['UserAccess'];
type SaveImpact = components['schemas']['SaveImpact'];

/** Which column of app_user ties a user to the saved profile, and how (an app profile through the business profile). */
export type ImpactScope = { businessProfile: string } | { appProfile: string } | { visibilityProfile: string };

interface AffectedUser {
  uuid: string;
  business_profile_uuid: string | null;
  visibility_profile_uuid: string | null;
}

/** The users of the profile the caller may see, with the two profiles their access comes from. */
async function affectedUsers(tx: Queryable, caller: Caller, scope: ImpactScope): Promise<AffectedUser[]> {
  let query = tx.kysely.selectFrom('app_user as u').select(['u.uuid', 'u.business_profile_uuid', 'u.visibility_profile_uuid']).where(visibleTo(caller, 'u'));
  if ('businessProfile' in scope) query = query.where('u.business_profile_uuid', '=', scope.businessProfile);
  else if ('visibilityProfile' in scope) query = query.where('u.visibility_profile_uuid', '=', scope.visibilityProfile);
  else {
    const holding = tx.kysely.selectFrom('business_profile_app_profile').select('business_profile_uuid').where('app_profile_uuid', '=', scope.appProfile);
    query = query.where('u.business_profile_uuid', 'in', holding);
  }
  return query.execute();
}

/** What a business profile grants as readable lines. */
function grantLines(grants: Awaited<ReturnType<typeof grantsOf>>): Set<string> {
  return new Set([
    ...(grants.consoleRole ? [`the console role ${grants.consoleRole.name}`] : []),
    ...grants.applications.flatMap((app) => [...app.roles.map((r) => `${r.name} in ${app.name}`), ...app.elements.map((e) => `element ${e.name} in ${app.name}`)]),
  ]);
}

/** What a visibility profile lets its users see as readable lines. */
function visibilityLines(v: UserAccess['visibility']): Set<string> {
  return new Set([
    ...v.clusters.map((c) => `cluster ${c.name}`),
    ...v.clusterGroups.map((g) => `cluster group ${g.name}`),
    ...v.carriers.map((c) => `carrier ${c.name}`),
    ...v.networkGroups.map((g) => `network group ${g.name}`),
    ...v.neAttributes.map((a) => `network element attribute ${a.name}`),
    ...v.venues.map((venue) => `venue ${venue.name}`),
  ]);
}

/** How many of the users hold each profile (a user's access is its business profile's grants and its visibility profile's view). */
function usersPer(users: AffectedUser[], profile: (user: AffectedUser) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const user of users) {
    const uuid = profile(user);
    if (uuid) counts.set(uuid, (counts.get(uuid) ?? 0) + 1);
  }
  return counts;
}

/** Each profile's lines, read once however many users hold it. */
async function linesOf(profiles: Map<string, number>, read: (uuid: string) => Promise<Set<string>>): Promise<Map<string, Set<string>>> {
  const lines = new Map<string, Set<string>>();
  for (const uuid of profiles.keys()) lines.set(uuid, await read(uuid));
  return lines;
}

/** Adds `users` to each line gained and each lost between two readings of a profile. */
function countChanges(was: Set<string>, now: Set<string>, users: number, gains: Map<string, number>, losses: Map<string, number>) {
  for (const line of now) if (!was.has(line)) gains.set(line, (gains.get(line) ?? 0) + users);
  for (const line of was) if (!now.has(line)) losses.set(line, (losses.get(line) ?? 0) + users);
}

/** The lines gained and lost, by how many users: gains first, most users first. */
function changesOf(gains: Map<string, number>, losses: Map<string, number>): SaveImpact['changes'] {
  const changes = [
    ...[...gains].map(([what, users]) => ({ change: 'gain' as const, what, users })),
    ...[...losses].map(([what, users]) => ({ change: 'lose' as const, what, users })),
  ];
  return changes.sort((a, b) => a.change.localeCompare(b.change) || b.users - a.users || a.what.localeCompare(b.what));
}

/** Thrown to roll the dry run back once it has read what it needed. */
class DryRun extends Error {}

/**
 * What a profile save would change for its users (DESIGN "what will this save change" is a dry
 * run of the save): in one transaction, their access before, the same save code as the update
 * (its errors are the update's), their access after; then everything is rolled back.
 */
export async function saveImpact(
  db: Db,
  caller: Caller,
  offered: Set<VisibilityKind>,
  scope: ImpactScope | null,
  save: (tx: Queryable) => Promise<unknown>,
): Promise<SaveImpact> {
  let impact: SaveImpact = { users: 0, changes: [] };
  // A user's access is what its business profile grants plus what its visibility profile shows
  // (two sets of lines that never share one), so each profile the users hold is read once before
  // and once after, and its changes count for each of its users: thousands of users, a few reads.
  const read = async (tx: Queryable, business: Map<string, number>, visibility: Map<string, number>) => ({
    business: await linesOf(business, async (uuid) => grantLines(await grantsOf(tx, uuid))),
    visibility: await linesOf(visibility, async (uuid) => visibilityLines(await visibilityOf(tx, uuid, offered))),
  });
  try {
    await db.transaction(async (tx) => {
      const users = scope ? await affectedUsers(tx, caller, scope) : [];
      const business = usersPer(users, (u) => u.business_profile_uuid);
      const visibility = usersPer(users, (u) => u.visibility_profile_uuid);
      const before = await read(tx, business, visibility);
      await save(tx);
      const after = await read(tx, business, visibility);
      const gains = new Map<string, number>();
      const losses = new Map<string, number>();
      for (const [uuid, n] of business) countChanges(before.business.get(uuid)!, after.business.get(uuid)!, n, gains, losses);
      for (const [uuid, n] of visibility) countChanges(before.visibility.get(uuid)!, after.visibility.get(uuid)!, n, gains, losses);
      impact = { users: users.length, changes: changesOf(gains, losses) };
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return impact;
}
