import type { Application, ApplicationElement, ApplicationInputWrite, ApplicationRole } from '../../api/applications.enhance';
import type { VisibilityLevel } from '../../shared/visibleTo/visibleToChoices';

/** A role or element as the form edits it: its Visible To and, for roles, the external flag. */
export interface MemberValues {
  uuid: string;
  name: string;
  category: string;
  externalRole: boolean;
  minimumRole: VisibilityLevel | '';
  companyUuid: string;
  /** Elements only: removed from the application on save. */
  deleteMe: boolean;
}

export interface ApplicationFormValues {
  name: string;
  dataUrl: string;
  dataDriverName: string;
  dataUsername: string;
  /** Empty keeps the stored password (passwords are never sent to the console). */
  dataPassword: string;
  apiHost: string;
  apiAuthType: 'HTTP_BASIC' | 'OAUTH2' | '';
  apiUsername: string;
  apiPassword: string;
  roles: MemberValues[];
  elements: MemberValues[];
}

export const newApplicationValues = (): ApplicationFormValues => ({
  name: '',
  dataUrl: '',
  dataDriverName: '',
  dataUsername: '',
  dataPassword: '',
  apiHost: '',
  apiAuthType: '',
  apiUsername: '',
  apiPassword: '',
  roles: [],
  elements: [],
});

const memberValues = (member: ApplicationRole | ApplicationElement): MemberValues => ({
  uuid: member.uuid ?? '',
  name: member.name,
  category: member.category ?? '',
  externalRole: member.externalRole ?? false,
  minimumRole: member.minimumRole?.name ?? 'ADMIN',
  companyUuid: member.errigalCustomerCompany?.uuid ?? '',
  deleteMe: false,
});

export function applicationToFormValues(application: Application): ApplicationFormValues {
  return {
    name: application.name,
    dataUrl: application.dataUrl ?? '',
    dataDriverName: application.dataDriverName ?? '',
    dataUsername: application.dataUsername ?? '',
    dataPassword: '',
    apiHost: application.apiHost ?? '',
    apiAuthType: application.apiAuthType ?? '',
    apiUsername: application.apiUsername ?? '',
    apiPassword: '',
    roles: application.roles.map(memberValues),
    elements: application.elements.map(memberValues),
  };
}

const visibleTo = (member: MemberValues) => ({
  minimumRole: member.minimumRole ? { name: member.minimumRole } : undefined,
  errigalCustomerCompany: member.companyUuid ? { uuid: member.companyUuid } : null,
});

/** The body of POST /app/update; empty passwords are left out, so the stored ones stay. */
export function formValuesToInput(values: ApplicationFormValues, saved?: Pick<Application, 'uuid' | 'version'>): ApplicationInputWrite {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    ...(saved ? { uuid: saved.uuid, version: saved.version } : {}),
    name: values.name.trim(),
    dataUrl: text(values.dataUrl),
    dataDriverName: text(values.dataDriverName),
    dataUsername: text(values.dataUsername),
    ...(values.dataPassword ? { dataPassword: values.dataPassword } : {}),
    apiHost: text(values.apiHost),
    apiAuthType: values.apiAuthType || undefined,
    apiUsername: text(values.apiUsername),
    ...(values.apiPassword ? { apiPassword: values.apiPassword } : {}),
    roles: values.roles.map((role) => ({ uuid: role.uuid, name: role.name, category: role.category || null, externalRole: role.externalRole, ...visibleTo(role) })),
    elements: values.elements.map((element) => ({
      uuid: element.uuid,
      name: element.name,
      category: element.category,
      ...visibleTo(element),
      ...(element.deleteMe ? { deleteMe: true } : {}),
    })),
  };
}

/** The element categories of the application, each once, by name: one tab each. */
export function elementCategories(elements: readonly { category: string }[]): string[] {
  return [...new Set(elements.map((e) => e.category))].sort((a, b) => a.localeCompare(b));
}
