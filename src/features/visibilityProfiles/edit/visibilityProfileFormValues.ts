import type { VisibilityProfile, VisibilityRef } from '../../../api/visibilityProfiles.gen';
import type { VisibilityLevel } from '../../../shared/visibleTo/visibleToChoices';

/** The element lists a profile holds (uuids), by form field. */
export type ElementField = 'carrierUuids' | 'clusterUuids' | 'clusterGroupUuids' | 'networkGroupUuids' | 'neAttributeUuids' | 'venueUuids';

/** The form's fields; '' stands for none. */
export interface VisibilityProfileFormValues {
  name: string;
  description: string;
  minimumRole: VisibilityLevel;
  companyUuid: string;
  primaryUuid: string;
  defaultClusterGroupUuid: string;
  carrierUuids: string[];
  clusterUuids: string[];
  clusterGroupUuids: string[];
  networkGroupUuids: string[];
  neAttributeUuids: string[];
  venueUuids: string[];
}

export function newVisibilityProfileValues(minimumRole: VisibilityLevel): VisibilityProfileFormValues {
  return {
    name: '',
    description: '',
    minimumRole,
    companyUuid: '',
    primaryUuid: '',
    defaultClusterGroupUuid: '',
    carrierUuids: [],
    clusterUuids: [],
    clusterGroupUuids: [],
    networkGroupUuids: [],
    neAttributeUuids: [],
    venueUuids: [],
  };
}

const uuidsOf = (refs: readonly VisibilityRef[] | undefined) => (refs ?? []).map((ref) => ref.uuid);

export function visibilityProfileToFormValues(profile: VisibilityProfile): VisibilityProfileFormValues {
  return {
    name: profile.name,
    description: profile.description ?? '',
    minimumRole: profile.minimumRole?.name ?? 'ADMIN',
    companyUuid: profile.errigalCustomerCompany?.uuid ?? '',
    primaryUuid: profile.primaryVisibility?.uuid ?? '',
    defaultClusterGroupUuid: profile.defaultClusterGroup?.uuid ?? '',
    carrierUuids: uuidsOf(profile.carriers),
    clusterUuids: uuidsOf(profile.clusters),
    clusterGroupUuids: uuidsOf(profile.clusterGroups),
    networkGroupUuids: uuidsOf(profile.networkGroups),
    neAttributeUuids: uuidsOf(profile.neAttributes),
    venueUuids: uuidsOf(profile.venues),
  };
}

const refs = (uuids: readonly string[]) => uuids.map((uuid) => ({ uuid }));

/** The profile POST /profile/visibility/update takes. */
export function formValuesToVisibilityProfile(values: VisibilityProfileFormValues, identity: { uuid?: string; version?: number }): VisibilityProfile {
  return {
    ...(identity.uuid && { uuid: identity.uuid, version: identity.version }),
    name: values.name.trim(),
    description: values.description,
    minimumRole: { name: values.minimumRole },
    errigalCustomerCompany: values.companyUuid ? { uuid: values.companyUuid } : null,
    primaryVisibility: values.primaryUuid ? { uuid: values.primaryUuid } : null,
    defaultClusterGroup: values.defaultClusterGroupUuid ? { uuid: values.defaultClusterGroupUuid } : null,
    carriers: refs(values.carrierUuids),
    clusters: refs(values.clusterUuids),
    clusterGroups: refs(values.clusterGroupUuids),
    networkGroups: refs(values.networkGroupUuids),
    neAttributes: refs(values.neAttributeUuids),
    venues: refs(values.venueUuids),
  };
}

/**
 * SPEC section 4 "Default cluster group": Default on a group makes it the default (adding it when
 * missing); on the current default it clears the default.
 */
export function toggleDefaultGroup(selected: readonly string[], current: string, uuid: string): { selected: string[]; defaultUuid: string } {
  if (current === uuid) return { selected: [...selected], defaultUuid: '' };
  return { selected: selected.includes(uuid) ? [...selected] : [...selected, uuid], defaultUuid: uuid };
}

/** A change of the selected groups: a default that is no longer selected is cleared. */
export function groupsChanged(selected: readonly string[], current: string): { selected: string[]; defaultUuid: string } {
  return { selected: [...selected], defaultUuid: selected.includes(current) ? current : '' };
}
