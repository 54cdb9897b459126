import type { Queryable } from '../../db/client';
import type { VisibilityKind } from '../../db/schema';
import type { components } from '../../contract/openapi.gen';
import { applicationGrants, elementGrants, roleGrants } from '../../auth/grants';
import { callerLevel } from '../../auth/visibility';
import { clustersSeenBy } from '../../auth/clusterVisibility';
import { visibilityProfileOf } from '../visibilityProfiles';

type UserAccess = components['schemas']['UserAccess'];
type Ref = components['schemas']['AccessRef'];
type Grant = components['schemas']['AccessGrant'];

const refOf = (uuid: string | null, name: string | null | undefined): Ref | null => (uuid ? { uuid, name: name ?? '' } : null);
const byName = <T extends { name: string }>(list: T[]) => list.sort((a, b) => a.name.localeCompare(b.name));

/** Adds one grant path (a role or element through an app profile) to the grants of its application. */
function addGrant(grants: Map<string, Grant>, key: string, grant: Omit<Grant, 'appProfiles'>, appProfile: Ref) {
  const existing = grants.get(key) ?? { ...grant, appProfiles: [] };
  if (!existing.appProfiles.some((p) => p.uuid === appProfile.uuid)) existing.appProfiles.push(appProfile);
  grants.set(key, existing);
}

/** What the business profile grants: the console role (built-in User Profile) and every other application. */
export async function grantsOf(db: Queryable, businessProfileUuid: string): Promise<Pick<UserAccess, 'consoleRole' | 'applications'>> {
  const [apps, roles, elements] = await Promise.all([
    applicationGrants(db)
      .where('bpap.business_profile_uuid', '=', businessProfileUuid)
      .select(['a.uuid', 'a.name', 'a.built_in', 'ap.uuid as ap_uuid', 'ap.name as ap_name'])
      .execute(),
    roleGrants(db)
      .where('bpap.business_profile_uuid', '=', businessProfileUuid)
      .select(['a.uuid as app', 'a.built_in', 'r.uuid', 'r.name', 'ap.uuid as ap_uuid', 'ap.name as ap_name'])
      .execute(),
    elementGrants(db)
      .where('bpap.business_profile_uuid', '=', businessProfileUuid)
      .where('a.built_in', '=', false)
      .select(['a.uuid as app', 'e.uuid', 'e.name', 'e.category', 'ap.uuid as ap_uuid', 'ap.name as ap_name'])
      .execute(),
  ]);
  const consoleGrants = new Map<string, Grant>();
  type Granted = {
    uuid: string;
    name: string;
    appProfiles: Ref[];
    roles: Map<string, Grant>;
    elements: Map<string, Grant>;
  };
  const applications = new Map<string, Granted>();
  for (const app of apps.filter((a) => !a.built_in)) {
    const entry: Granted = applications.get(app.uuid) ?? {
      uuid: app.uuid,
      name: app.name,
      appProfiles: [],
      roles: new Map(),
      elements: new Map(),
    };
    entry.appProfiles.push({ uuid: app.ap_uuid, name: app.ap_name });
    applications.set(app.uuid, entry);
  }
  for (const role of roles) {
    const target = role.built_in ? consoleGrants : applications.get(role.app)?.roles;
    if (target) addGrant(target, role.uuid, { uuid: role.uuid, name: role.name }, { uuid: role.ap_uuid, name: role.ap_name });
  }
  for (const element of elements) {
    const target = applications.get(element.app)?.elements;
    if (target)
      addGrant(target, element.uuid, { uuid: element.uuid, name: element.name, category: element.category }, { uuid: element.ap_uuid, name: element.ap_name });
  }
  const level = callerLevel([...consoleGrants.values()].map((g) => g.name));
  const held = [...consoleGrants.values()].find((g) => g.name === level);
  return {
    consoleRole: level && held ? { name: level, appProfiles: byName(held.appProfiles) } : null,
    applications: byName([...applications.values()]).map((app) => ({
      uuid: app.uuid,
      name: app.name,
      appProfiles: byName(app.appProfiles),
      roles: byName([...app.roles.values()]).map((g) => ({
        ...g,
        appProfiles: byName(g.appProfiles),
      })),
      elements: byName([...app.elements.values()]).map((g) => ({
        ...g,
        appProfiles: byName(g.appProfiles),
      })),
    })),
  };
}

const NO_VISIBILITY: UserAccess['visibility'] = {
  primaryCluster: null,
  clusters: [],
  carriers: [],
  clusterGroups: [],
  defaultClusterGroup: null,
  networkGroups: [],
  neAttributes: [],
  venues: [],
};

/** What the visibility profile lets the user see: the cluster tree expanded below each selected cluster. */
export async function visibilityOf(db: Queryable, profileUuid: string, offered: Set<VisibilityKind>): Promise<UserAccess['visibility']> {
  const profile = await visibilityProfileOf(db, profileUuid, offered);
  if (!profile) return NO_VISIBILITY;
  const refs = (list: { uuid: string; name?: string }[]) => list.map((e) => ({ uuid: e.uuid, name: e.name ?? '' }));
  return {
    primaryCluster: refOf(profile.primaryVisibility?.uuid ?? null, profile.primaryVisibility?.name),
    clusters: offered.has('cluster') ? await clustersSeenBy(db, profileUuid) : [],
    carriers: refs(profile.carriers),
    clusterGroups: refs(profile.clusterGroups),
    defaultClusterGroup: refOf(profile.defaultClusterGroup?.uuid ?? null, profile.defaultClusterGroup?.name),
    networkGroups: refs(profile.networkGroups),
    neAttributes: refs(profile.neAttributes),
    venues: refs(profile.venues),
  };
}

/** A user's effective access (the caller's right to ask is checked before). */
export async function userAccess(db: Queryable, uuid: string, offered: Set<VisibilityKind>): Promise<UserAccess> {
  const user = await db.kysely
    .selectFrom('app_user as u')
    .leftJoin('business_profile as bp', 'bp.uuid', 'u.business_profile_uuid')
    .leftJoin('visibility_profile as vp', 'vp.uuid', 'u.visibility_profile_uuid')
    .select(['u.uuid', 'u.username', 'u.active', 'bp.uuid as bp_uuid', 'bp.name as bp_name', 'vp.uuid as vp_uuid', 'vp.name as vp_name'])
    .where('u.uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  const [grants, visibility] = await Promise.all([
    user.bp_uuid ? grantsOf(db, user.bp_uuid) : { consoleRole: null, applications: [] },
    user.vp_uuid ? visibilityOf(db, user.vp_uuid, offered) : NO_VISIBILITY,
  ]);
  return {
    uuid: user.uuid,
    username: user.username,
    active: user.active,
    businessProfile: refOf(user.bp_uuid, user.bp_name),
    visibilityProfile: refOf(user.vp_uuid, user.vp_name),
    ...grants,
    visibility,
  };
}
