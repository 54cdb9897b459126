import type { Db, Queryable } from '../../db/client';
import type { VisibilityKind } from '../../db/schema';
import type { components } from '../../contract/openapi.gen';
import { visibleTo, type Caller } from '../../auth/visibility';
import { userAccess } from './userAccess';

type UserAccess = components['schemas']['UserAccess'];
type SaveImpact = components['schemas']['SaveImpact'];

/** Which column of app_user ties a user to the saved profile, and how (an app profile through the business profile). */
export type ImpactScope = { businessProfile: string } | { appProfile: string } | { visibilityProfile: string };

/** The users of the profile the caller may see. */
async function affectedUsers(tx: Queryable, caller: Caller, scope: ImpactScope): Promise<string[]> {
  let query = tx.kysely.selectFrom('app_user as u').select('u.uuid').where(visibleTo(caller, 'u'));
  if ('businessProfile' in scope) query = query.where('u.business_profile_uuid', '=', scope.businessProfile);
  else if ('visibilityProfile' in scope) query = query.where('u.visibility_profile_uuid', '=', scope.visibilityProfile);
  else {
    const holding = tx.kysely.selectFrom('business_profile_app_profile').select('business_profile_uuid').where('app_profile_uuid', '=', scope.appProfile);
    query = query.where('u.business_profile_uuid', 'in', holding);
  }
  return (await query.execute()).map((row) => row.uuid);
}

/** A user's access as readable lines, one per thing it may do or see. */
function accessLines(access: UserAccess): Set<string> {
  const { visibility: v } = access;
  return new Set([
    ...(access.consoleRole ? [`the console role ${access.consoleRole.name}`] : []),
    ...access.applications.flatMap((app) => [
      ...app.roles.map((r) => `${r.name} in ${app.name}`),
      ...app.elements.map((e) => `element ${e.name} in ${app.name}`),
    ]),
    ...v.clusters.map((c) => `cluster ${c.name}`),
    ...v.clusterGroups.map((g) => `cluster group ${g.name}`),
    ...v.carriers.map((c) => `carrier ${c.name}`),
    ...v.networkGroups.map((g) => `network group ${g.name}`),
    ...v.neAttributes.map((a) => `network element attribute ${a.name}`),
    ...v.venues.map((venue) => `venue ${venue.name}`),
  ]);
}

const count = (counts: Map<string, number>, line: string) => counts.set(line, (counts.get(line) ?? 0) + 1);

/** How many users gain and lose each line between two readings of the same users' access: gains first, most users first. */
function impactOf(before: Map<string, Set<string>>, after: Map<string, Set<string>>): SaveImpact['changes'] {
  const gains = new Map<string, number>();
  const losses = new Map<string, number>();
  for (const [user, was] of before) {
    const now = after.get(user) ?? new Set<string>();
    for (const line of now) if (!was.has(line)) count(gains, line);
    for (const line of was) if (!now.has(line)) count(losses, line);
  }
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
  const read = async (tx: Queryable, users: string[]) =>
    new Map(await Promise.all(users.map(async (uuid) => [uuid, accessLines(await userAccess(tx, uuid, offered))] as const)));
  try {
    await db.transaction(async (tx) => {
      const users = scope ? await affectedUsers(tx, caller, scope) : [];
      const before = await read(tx, users);
      await save(tx);
      impact = { users: users.length, changes: impactOf(before, await read(tx, users)) };
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return impact;
}
