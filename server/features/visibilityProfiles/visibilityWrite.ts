import type { Queryable } from '../../db/client';
import type { VisibilityKind } from '../../db/schema';
import { assertMayAssign, canSee, visibleTo, type Caller } from '../../auth/visibility';
import { badRequest, forbidden, notFound, type FieldError } from '../../contract/problem';
import { saveVersioned } from '../../db/saveVersioned';
import { selectionOf, visibilityFieldErrors, type VisibilityProfileInput } from './visibilityChecks';
import { profileHolders } from './visibilityQueries';

export const NOT_FOUND = 'No such visibility profile';
export const USED_BY_HIDDEN = 'This visibility profile is used by users you may not see';

/** The visibility profile as the caller may see it, for a write or a usage look-up: 404 when it may not. */
export async function findEditable(db: Queryable, caller: Caller, uuid: string) {
  const row = await db.kysely.selectFrom('visibility_profile as v').select(['v.uuid']).where('v.uuid', '=', uuid).where(visibleTo(caller, 'v')).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

function invalid(errors: FieldError[]) {
  return badRequest(`Invalid visibility profile: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
}

/**
 * Creates the profile (no uuid) or updates it (uuid and the loaded version, else 412) with its
 * selection, in the caller's transaction: Visible To levels first, then the field rules, the
 * name's uniqueness left to the database (409). Kinds the layout code does not offer keep what
 * the profile holds. Returns the profile's uuid.
 */
export async function saveVisibilityProfile(tx: Queryable, caller: Caller, profile: VisibilityProfileInput, offered: Set<VisibilityKind>): Promise<string> {
  const existing = profile.uuid ? await findEditable(tx, caller, profile.uuid) : null;
  const minimumRole = profile.minimumRole?.name ?? 'ADMIN';
  const companyUuid = profile.errigalCustomerCompany?.uuid ?? null;
  assertMayAssign(caller, { minimumRole, companyUuid });
  const errors = await visibilityFieldErrors(tx, profile, existing, offered);
  if (errors.length > 0) throw invalid(errors);

  const values = {
    name: profile.name.trim(),
    description: profile.description ?? null,
    minimum_role: minimumRole,
    company_uuid: companyUuid,
    primary_cluster_uuid: profile.primaryVisibility?.uuid ?? null,
    default_cluster_group_uuid: profile.defaultClusterGroup?.uuid ?? null,
  };
  const { uuid } = await saveVersioned(tx, 'visibility_profile', { existing: existing && { uuid: existing.uuid, version: profile.version ?? 0 }, values });

  const selection = selectionOf(profile);
  const written = [...selection.entries()].filter(([kind]) => offered.has(kind));
  const keptKinds = [...selection.keys()].filter((kind) => !offered.has(kind));
  let removal = tx.kysely.deleteFrom('visibility_profile_element').where('profile_uuid', '=', uuid);
  if (keptKinds.length > 0) {
    removal = removal.where('element_uuid', 'not in', (eb) => eb.selectFrom('visibility_element').select('uuid').where('kind', 'in', keptKinds));
  }
  await removal.execute();
  const links = written.flatMap(([, uuids]) => uuids.map((element_uuid) => ({ profile_uuid: uuid, element_uuid })));
  if (links.length > 0) await tx.kysely.insertInto('visibility_profile_element').values(links).execute();
  return uuid;
}

/** The users holding the profile that the caller may see, with their active flag: 404 unless it may see the profile. */
export async function visibleHolders(db: Queryable, caller: Caller, uuid: string) {
  await findEditable(db, caller, uuid);
  return (await profileHolders(db, uuid))
    .filter((user) => canSee(caller, { minimumRole: user.minimum_role, companyUuid: user.company_uuid }))
    .map(({ uuid: userUuid, username, active }) => ({ uuid: userUuid, username, active }));
}

/**
 * Deletes the profile; every user holding it loses it (and moves to a new version), in the
 * caller's transaction. Refused (403) when a holder is above what the caller may see: the
 * delete dialog counted every user that changes.
 */
export async function deleteVisibilityProfile(tx: Queryable, caller: Caller, uuid: string): Promise<void> {
  await findEditable(tx, caller, uuid);
  const holders = await profileHolders(tx, uuid);
  if (holders.some((user) => !canSee(caller, { minimumRole: user.minimum_role, companyUuid: user.company_uuid }))) throw forbidden(USED_BY_HIDDEN);
  if (holders.length > 0) {
    await tx.kysely
      .updateTable('app_user')
      .set((eb) => ({ visibility_profile_uuid: null, version: eb('version', '+', 1) }))
      .where('visibility_profile_uuid', '=', uuid)
      .execute();
  }
  await tx.kysely.deleteFrom('visibility_profile').where('uuid', '=', uuid).execute();
}
