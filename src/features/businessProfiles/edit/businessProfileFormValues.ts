import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import type { VisibilityLevel } from '../../../shared/visibleTo/visibleToChoices';

/** The form's fields: per application (by uuid) the chosen app profile's uuid, '' for none ('---'). */
export interface BusinessProfileFormValues {
  name: string;
  description: string;
  minimumRole: VisibilityLevel;
  /** '' for no company. */
  companyUuid: string;
  appProfileUuids: Record<string, string>;
}

/** An app profile the form can offer: its application decides which dropdown it is in. */
export interface AppProfileChoice {
  uuid: string;
  name: string;
  application: { uuid: string; name: string };
}

export function newBusinessProfileValues(minimumRole: VisibilityLevel): BusinessProfileFormValues {
  return { name: '', description: '', minimumRole, companyUuid: '', appProfileUuids: {} };
}

export function businessProfileToFormValues(profile: BusinessProfile): BusinessProfileFormValues {
  const appProfileUuids: Record<string, string> = {};
  for (const appProfile of profile.appProfiles) {
    if (appProfile.application?.uuid) appProfileUuids[appProfile.application.uuid] = appProfile.uuid;
  }
  return {
    name: profile.name,
    description: profile.description ?? '',
    minimumRole: profile.minimumRole?.name ?? 'ADMIN',
    companyUuid: profile.errigalCustomerCompany?.uuid ?? '',
    appProfileUuids,
  };
}

/** The profile POST /profile/business/update takes: the chosen app profiles, with their names. */
export function formValuesToBusinessProfile(
  values: BusinessProfileFormValues,
  identity: { uuid?: string; version?: number },
  choices: readonly AppProfileChoice[],
): BusinessProfile {
  const chosen = new Set(Object.values(values.appProfileUuids).filter(Boolean));
  return {
    ...(identity.uuid && { uuid: identity.uuid, version: identity.version }),
    name: values.name.trim(),
    description: values.description,
    minimumRole: { name: values.minimumRole },
    errigalCustomerCompany: values.companyUuid ? { uuid: values.companyUuid } : null,
    appProfiles: choices.filter((choice) => chosen.has(choice.uuid)).map(({ uuid, name }) => ({ uuid, name })),
  };
}

/** The applications the form shows a dropdown for, by name, each with its app profiles by name. */
export function applicationsOf(choices: readonly AppProfileChoice[]) {
  const byApplication = new Map<string, { uuid: string; name: string; appProfiles: AppProfileChoice[] }>();
  for (const choice of choices) {
    const entry = byApplication.get(choice.application.uuid) ?? { ...choice.application, appProfiles: [] };
    entry.appProfiles.push(choice);
    byApplication.set(choice.application.uuid, entry);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [...byApplication.values()].sort(byName).map((entry) => ({ ...entry, appProfiles: entry.appProfiles.sort(byName) }));
}
