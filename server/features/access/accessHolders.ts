import { sql, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client';
import type { QueryOf } from '../../http/handlerTypes';
import type { components } from '../../contract/openapi.gen';
import { badRequest } from '../../contract/problem';
import { applicationGrants, elementGrants, roleGrants } from '../../auth/grants';
import { clusterAndAncestors } from '../../auth/clusterVisibility';
import { visibleTo, type Caller } from '../../auth/visibility';
import { inConsoleOrder, pagedList } from '../../shared/listQuery';

type Holder = components['schemas']['AccessHolder'];
export type HolderQuestion = Omit<QueryOf<'listAccessHolders'>, 'page' | 'size'>;

/** 400 unless the question is an application (with a role, an element or neither) or a cluster alone. */
export function checkQuestion(q: HolderQuestion): void {
  if (q.cluster && (q.application || q.role || q.element))
    throw badRequest('Ask about a cluster or an application, not both', [{ field: 'cluster', message: 'Choose a cluster or an application' }]);
  if (!q.cluster && !q.application)
    throw badRequest('Choose an application or a cluster', [{ field: 'application', message: 'Choose an application or a cluster' }]);
  if (q.role && q.element) throw badRequest('Ask about a role or an element, not both', [{ field: 'element', message: 'Choose a role or an element' }]);
}

/**
 * The grant paths that answer an application question: business profile -> app profile that
 * grants the application (and the role or element), the app profile being the reason.
 */
function grantPaths(db: Queryable, application: string, q: HolderQuestion) {
  const paths = q.role ? roleGrants(db).where('r.uuid', '=', q.role) : q.element ? elementGrants(db).where('e.uuid', '=', q.element) : applicationGrants(db);
  return paths.where('a.uuid', '=', application).select(['bpap.business_profile_uuid as holder', 'ap.uuid', 'ap.name']);
}

/** The users the caller may see who hold what the question asks, each with its reasons, by username. */
async function holderQuery(db: Queryable, caller: Caller, q: HolderQuestion) {
  checkQuestion(q);
  const users = db.kysely
    .selectFrom('app_user as u')
    .leftJoin('business_profile as bp', 'bp.uuid', 'u.business_profile_uuid')
    .leftJoin('visibility_profile as vp', 'vp.uuid', 'u.visibility_profile_uuid')
    .select([
      'u.uuid',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.active',
      'bp.uuid as bp_uuid',
      'bp.name as bp_name',
      'vp.uuid as vp_uuid',
      'vp.name as vp_name',
    ])
    .where(visibleTo(caller, 'u'));
  if (q.cluster) {
    // A profile sees the cluster when it selects it or one of its ancestors: those are the reasons.
    const clusters = await clusterAndAncestors(db, q.cluster);
    const selecting = db.kysely
      .selectFrom('visibility_profile_element as pe')
      .innerJoin('visibility_element as e', 'e.uuid', 'pe.element_uuid')
      .select(['pe.profile_uuid as holder', 'e.uuid', 'e.name'])
      .where('e.uuid', '=', sql<string>`any(${clusters}::uuid[])`);
    return users
      .where('u.visibility_profile_uuid', 'in', selecting.clearSelect().select('pe.profile_uuid'))
      .select(() => jsonArrayFrom(selecting.where('pe.profile_uuid', '=', sql.ref<string>('u.visibility_profile_uuid')).orderBy('e.name')).as('through'));
  }
  const paths = grantPaths(db, q.application ?? '', q);
  return users
    .where('u.business_profile_uuid', 'in', paths.clearSelect().select('bpap.business_profile_uuid'))
    .select(() => jsonArrayFrom(paths.where('bpap.business_profile_uuid', '=', sql.ref<string>('u.business_profile_uuid')).orderBy('ap.name')).as('through'));
}

type HolderRow = Awaited<ReturnType<Awaited<ReturnType<typeof holderQuery>>['execute']>>[number];

function holderOf(row: HolderRow): Holder {
  return {
    uuid: row.uuid,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    active: row.active,
    businessProfile: row.bp_uuid ? { uuid: row.bp_uuid, name: row.bp_name ?? '' } : null,
    visibilityProfile: row.vp_uuid ? { uuid: row.vp_uuid, name: row.vp_name ?? '' } : null,
    through: row.through.map(({ uuid, name }) => ({ uuid, name })),
  };
}

const ORDER = {
  columns: { username: sql`u.username` },
  defaultSort: 'username',
  ties: [],
  unique: sql`u.uuid`,
} as const;

/** One page of holders with how many there are. */
export async function listHolderPage(db: Queryable, caller: Caller, query: QueryOf<'listAccessHolders'>): Promise<{ items: Holder[]; total: number }> {
  const { rows, total } = await pagedList(await holderQuery(db, caller, query), ORDER, query);
  return { items: rows.map(holderOf), total };
}

const BATCH = 1000;

/** Every holder, by username, in batches (the CSV export), each going on from the last one (keyset on username, uuid). */
export async function* holderBatches(db: Queryable, caller: Caller, question: HolderQuestion): AsyncGenerator<Holder[]> {
  const query = await holderQuery(db, caller, question);
  let after: { username: string; uuid: string } | null = null;
  for (;;) {
    const rows: HolderRow[] = await (after
      ? query.where(sql<SqlBool>`(${inConsoleOrder(sql`u.username`)}, u.uuid) > (${inConsoleOrder(sql`${after.username}`)}, ${after.uuid}::uuid)`)
      : query
    )
      .orderBy(inConsoleOrder(sql`u.username`))
      .orderBy('u.uuid')
      .limit(BATCH)
      .execute();
    if (rows.length > 0) yield rows.map(holderOf);
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { username: last.username, uuid: last.uuid };
  }
}
