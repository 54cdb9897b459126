import type { Queryable } from '../../db/client';
import type { VisibilityKind } from '../../db/schema';
import type { components } from '../../contract/openapi.gen';
import type { FieldError } from '../../contract/problem';
import { KIND_LABELS, LISTS, notOffered, VISIBILITY_KINDS } from './visibilityKinds';

/** A visibility profile as POST /profile/visibility/update carries it, after the contract's validation. */
export type VisibilityProfileInput = components['schemas']['VisibilityProfile'];

export const NAME_REQUIRED = 'This field is required. (Max 255 Characters)';
export const VERSION_REQUIRED = 'This field is required';
export const PRIMARY_OR_NETWORK_GROUP = 'Either primary visibility or a network group has to be set';
export const PRIMARY_NOT_SELECTED = 'The primary visibility must be one of the selected clusters';
export const PRIMARY_MISSING = 'Choose the primary visibility among the selected clusters';
export const DEFAULT_GROUP_NOT_SELECTED = 'The default cluster group must be one of the selected cluster groups';
export const NO_SUCH_COMPANY = 'No such customer company';

/** The selection by kind, each uuid once, in the order given. */
export function selectionOf(profile: VisibilityProfileInput): Map<VisibilityKind, string[]> {
  return new Map(VISIBILITY_KINDS.map((kind) => [kind, [...new Set((profile[LISTS[kind]] ?? []).map((ref) => ref.uuid))]]));
}

/**
 * What the server checks beyond the contract, as field errors (400): the name, the version of an
 * update, the company, every selected element (it exists, is of its list's kind, and is not
 * retired unless the profile already holds it), kinds the layout code does not offer, and the
 * cluster rules: the primary is one of the selected clusters, selected clusters have a primary,
 * a primary or a network group is set, and the default cluster group is one of the selected groups.
 */
export async function visibilityFieldErrors(
  db: Queryable,
  profile: VisibilityProfileInput,
  existing: { uuid: string } | null,
  offered: Set<VisibilityKind>,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (profile.name.trim() === '') errors.push({ field: 'name', message: NAME_REQUIRED });
  if (existing && profile.version === undefined) errors.push({ field: 'version', message: VERSION_REQUIRED });
  const company = profile.errigalCustomerCompany?.uuid;
  if (company && !(await db.kysely.selectFrom('customer_company').select('uuid').where('uuid', '=', company).executeTakeFirst())) {
    errors.push({ field: 'errigalCustomerCompany', message: NO_SUCH_COMPANY });
  }

  const selection = selectionOf(profile);
  const all = [...selection.values()].flat();
  const known = new Map(
    all.length === 0
      ? []
      : (await db.kysely.selectFrom('visibility_element').select(['uuid', 'kind', 'retired']).where('uuid', 'in', all).execute()).map((row) => [row.uuid, row]),
  );
  const held = new Set(
    existing
      ? (await db.kysely.selectFrom('visibility_profile_element').select('element_uuid').where('profile_uuid', '=', existing.uuid).execute()).map((row) => row.element_uuid)
      : [],
  );
  for (const kind of VISIBILITY_KINDS) {
    const list = LISTS[kind];
    if (!offered.has(kind) && (profile[list]?.length ?? 0) > 0) {
      errors.push({ field: list, message: notOffered(kind) });
      continue;
    }
    (profile[list] ?? []).forEach((ref, index) => {
      const element = known.get(ref.uuid);
      if (!element || element.kind !== kind || (element.retired && !held.has(ref.uuid))) {
        errors.push({ field: `${list}.${index}`, message: `${ref.name ?? ref.uuid} is not ${KIND_LABELS[kind]} you may select` });
      }
    });
  }

  const clusters = selection.get('cluster') ?? [];
  const primary = profile.primaryVisibility?.uuid;
  if (primary && !clusters.includes(primary)) errors.push({ field: 'primaryVisibility', message: PRIMARY_NOT_SELECTED });
  if (!primary && clusters.length > 0) errors.push({ field: 'primaryVisibility', message: PRIMARY_MISSING });
  if (!primary && (selection.get('networkGroup') ?? []).length === 0) {
    errors.push({ field: 'primaryVisibility', message: PRIMARY_OR_NETWORK_GROUP }, { field: 'networkGroups', message: PRIMARY_OR_NETWORK_GROUP });
  }
  const defaultGroup = profile.defaultClusterGroup?.uuid;
  if (defaultGroup && !(selection.get('clusterGroup') ?? []).includes(defaultGroup)) {
    errors.push({ field: 'defaultClusterGroup', message: DEFAULT_GROUP_NOT_SELECTED });
  }
  return errors;
}
