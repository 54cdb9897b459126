// A checked row as a preview stores it for apply: its values in column order. The positional array
// is less than half the JSON of the object, and storing the lines is most of a preview's time.
import type { RoleName } from '../../../contract/roleNames';
import type { UserCsvRow } from './userCsvFormat';

type Text = string | null;

export type StoredRow = [
  username: string,
  email: string,
  firstName: string,
  lastName: string,
  deskPhone: Text,
  mobilePhone: Text,
  active: boolean,
  location: Text,
  businessProfile: Text,
  visibilityProfile: Text,
  minimumRole: RoleName,
  company: Text,
  elements: [category: string, name: string][],
  version: number | null,
];

export function toStoredRow(row: UserCsvRow): StoredRow {
  return [
    row.username,
    row.email,
    row.firstName,
    row.lastName,
    row.deskPhone,
    row.mobilePhone,
    row.active,
    row.location,
    row.businessProfile,
    row.visibilityProfile,
    row.minimumRole,
    row.company,
    row.elements.map(({ category, name }) => [category, name]),
    row.version,
  ];
}

export function fromStoredRow(line: number, stored: StoredRow): UserCsvRow {
  const [username, email, firstName, lastName, deskPhone, mobilePhone, active, location, businessProfile, visibilityProfile, minimumRole, company, elements, version] =
    stored;
  return {
    line,
    username,
    email,
    firstName,
    lastName,
    deskPhone,
    mobilePhone,
    active,
    location,
    businessProfile,
    visibilityProfile,
    minimumRole,
    company,
    elements: elements.map(([category, name]) => ({ category, name })),
    version,
  };
}
