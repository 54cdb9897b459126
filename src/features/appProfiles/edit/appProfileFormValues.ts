import type { AppProfile, AppProfileApplication } from '../../../api/appProfiles.gen';
import type { VisibilityLevel } from '../../../shared/visibleTo/visibleToChoices';

/** The form's fields: the profile with its references as uuids. */
export interface AppProfileFormValues {
  name: string;
  description: string;
  applicationUuid: string;
  minimumRole: VisibilityLevel;
  /** '' for no company. */
  companyUuid: string;
  roleUuids: string[];
  elementUuids: string[];
}

/** What the form does not show but a save needs: the saved profile's uuid and the version it had. */
export interface AppProfileIdentity {
  uuid?: string;
  version?: number;
}

export function newAppProfileValues(minimumRole: VisibilityLevel): AppProfileFormValues {
  return { name: '', description: '', applicationUuid: '', minimumRole, companyUuid: '', roleUuids: [], elementUuids: [] };
}

export function appProfileToFormValues(profile: AppProfile): AppProfileFormValues {
  return {
    name: profile.name,
    description: profile.description ?? '',
    applicationUuid: profile.application.uuid,
    minimumRole: profile.minimumRole?.name ?? 'ADMIN',
    companyUuid: profile.errigalCustomerCompany?.uuid ?? '',
    roleUuids: (profile.roles ?? []).flatMap((role) => (role.uuid ? [role.uuid] : [])),
    elementUuids: (profile.elements ?? []).flatMap((element) => (element.uuid ? [element.uuid] : [])),
  };
}

/** The profile POST /profile/app/update takes, with names from the chosen application. */
export function formValuesToAppProfile(
  values: AppProfileFormValues,
  identity: AppProfileIdentity,
  application: AppProfileApplication | undefined,
): AppProfile {
  const roleNames = new Map((application?.roles ?? []).map((role) => [role.uuid, role.name]));
  const elements = new Map((application?.elements ?? []).map((element) => [element.uuid, element]));
  return {
    ...(identity.uuid ? { uuid: identity.uuid, version: identity.version } : {}),
    name: values.name.trim(),
    description: values.description === '' ? null : values.description,
    minimumRole: { name: values.minimumRole },
    errigalCustomerCompany: values.companyUuid ? { uuid: values.companyUuid } : null,
    application: { uuid: values.applicationUuid },
    roles: values.roleUuids.map((uuid) => ({ uuid, name: roleNames.get(uuid) ?? uuid })),
    elements: values.elementUuids.map((uuid) => ({
      uuid,
      name: elements.get(uuid)?.name ?? uuid,
      category: elements.get(uuid)?.category ?? '',
    })),
  };
}

/** The element categories of an application, in order of first appearance (the server sorts them). */
export function categoriesOf(application: AppProfileApplication | undefined): string[] {
  return [...new Set((application?.elements ?? []).map((element) => element.category))];
}
